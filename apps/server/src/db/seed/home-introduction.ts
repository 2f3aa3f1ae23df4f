/** The project introduction shown on the home page until an administrator edits it. */
export const homeIntroduction = {
  contentEn: `<h2>APEC City Statistics</h2>
<p>A statistical database of the 21 APEC member economies and their largest cities. Browse indicator series as charts, tables and maps, compare economies and cities over time, and download exactly what you see.</p>
<p>The demo dataset is built from published open data: the <a href="https://data.worldbank.org/">World Bank World Development Indicators</a> (GDP, population, GDP deflator, urbanisation), <a href="https://ourworldindata.org/co2-and-greenhouse-gas-emissions">Our World in Data</a> (CO2 emissions and energy) and <a href="https://simplemaps.com/data/world-cities">SimpleMaps World Cities</a> (city coordinates). Indicators are published per economy: when shown for a city they are marked as economy-level figures.</p>`,
  contentZh: `<h2>APEC城市统计数据库</h2>
<p>本平台收录亚太经合组织（APEC）21个成员经济体及其主要城市的统计数据。您可以以图表、表格和地图的形式浏览指标序列，比较不同经济体和城市的历年变化，并下载所见数据。</p>
<p>演示数据来自公开发布的数据：<a href="https://data.worldbank.org/">世界银行世界发展指标</a>（国内生产总值、人口、GDP平减指数、城镇化）、<a href="https://ourworldindata.org/co2-and-greenhouse-gas-emissions">Our World in Data</a>（二氧化碳排放与能源）以及 <a href="https://simplemaps.com/data/world-cities">SimpleMaps World Cities</a>（城市坐标）。指标按经济体发布：在城市页面显示时会标注为经济体层面的数据。</p>`,
};
