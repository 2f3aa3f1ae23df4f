/** The project introduction shown on the home page until an administrator edits it: what the platform is, and every source. */
export const homeIntroduction = {
  contentEn: `<h2>APEC City Statistics</h2>
<p>A bilingual statistical database of the 21 APEC member economies and their cities. Browse indicator series as charts, tables and maps, compare economies and cities over time, read each city's profile and documents, and download exactly what you see. Data managers upload figures, reviewers examine them, and only published values reach the public pages.</p>
<p>The demo dataset is real, published open data:</p>
<ul>
<li>City populations 1950-2035 (urban agglomerations; from 2019 UN projections): United Nations, Department of Economic and Social Affairs, Population Division (2018). <a href="https://population.un.org/wup/">World Urbanization Prospects: The 2018 Revision</a>, Online Edition. Licence CC BY 3.0 IGO.</li>
<li>US metropolitan areas (GDP, population, personal income): <a href="https://www.bea.gov/data/by-place-county-metro-local">U.S. Bureau of Economic Analysis</a>, Regional Economic Accounts. Public domain.</li>
<li>Economy indicators (GDP, population, GDP deflator, urban population): <a href="https://data.worldbank.org/">World Bank World Development Indicators</a>. PDDL and CC BY 4.0.</li>
<li>CO2 emissions and energy: <a href="https://ourworldindata.org/co2-and-greenhouse-gas-emissions">Our World in Data</a>. CC BY 4.0.</li>
<li>City names and coordinates: <a href="https://simplemaps.com/data/world-cities">SimpleMaps World Cities</a> (CC BY 4.0); Chinese names checked by hand, with <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0) as candidates.</li>
<li>Maps: <a href="https://www.naturalearthdata.com/">Natural Earth</a> through world-atlas. Public domain.</li>
</ul>
<p>The carousel above and the video and members map below are drawn from these figures; each names its source and licence. Figures published per economy are marked as economy-level figures when shown for a city.</p>`,
  contentZh: `<h2>APEC城市统计数据库</h2>
<p>本平台是收录亚太经合组织（APEC）21个成员经济体及其城市统计数据的中英双语数据库。您可以以图表、表格和地图的形式浏览指标序列，比较不同经济体和城市的历年变化，查看城市简介与文档，并下载所见数据。数据由数据管理员上传、审核员审核，只有已发布的数据才会出现在公开页面。</p>
<p>演示数据均为真实的公开数据：</p>
<ul>
<li>1950-2035年城市人口（城市群；2019年起为联合国预测）：联合国经济和社会事务部人口司（2018）<a href="https://population.un.org/wup/">《世界城市化展望：2018年修订版》</a>在线版，许可协议 CC BY 3.0 IGO。</li>
<li>美国都市统计区（地区生产总值、人口、个人收入）：<a href="https://www.bea.gov/data/by-place-county-metro-local">美国经济分析局</a>区域经济账户，公有领域。</li>
<li>经济体指标（国内生产总值、人口、GDP平减指数、城镇人口）：<a href="https://data.worldbank.org/">世界银行世界发展指标</a>，PDDL 与 CC BY 4.0。</li>
<li>二氧化碳排放与能源：<a href="https://ourworldindata.org/co2-and-greenhouse-gas-emissions">Our World in Data</a>，CC BY 4.0。</li>
<li>城市名称与坐标：<a href="https://simplemaps.com/data/world-cities">SimpleMaps World Cities</a>（CC BY 4.0）；中文名称经人工核对，<a href="https://www.geonames.org/">GeoNames</a>（CC BY 4.0）仅作候选。</li>
<li>地图：<a href="https://www.naturalearthdata.com/">Natural Earth</a>（经 world-atlas），公有领域。</li>
</ul>
<p>上方的轮播图以及下方的视频和成员地图均由上述数据绘制，并各自注明来源与许可协议。按经济体发布的指标在城市页面显示时会标注为经济体层面的数据。</p>`,
};
