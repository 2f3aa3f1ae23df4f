/**
 * Checked Simplified Chinese names of the demo cities, keyed by SimpleMaps id.
 *
 * The `zh_candidates` column of ../shared/data/cities.csv is matched by distance and is often wrong
 * (Toronto got 北約克), so every name here was chosen by hand: the standard Simplified Chinese name used
 * in mainland Chinese media (Xinhua usage where known). `en` is the SimpleMaps name, so a reviewer can
 * check each line; the build fails when it does not match the source row.
 */
export interface CheckedCityName {
  /** The SimpleMaps `city` value of that id (checked by the build). */
  en: string;
  /** Simplified Chinese name. */
  zh: string;
}

export const cityNamesZh: Readonly<Record<string, CheckedCityName>> = {
  // Australia
  '1036074917': { en: 'Sydney', zh: '悉尼' },
  '1036533631': { en: 'Melbourne', zh: '墨尔本' },
  '1036192929': { en: 'Brisbane', zh: '布里斯班' },
  '1036178956': { en: 'Perth', zh: '珀斯' },
  '1036538171': { en: 'Adelaide', zh: '阿德莱德' },
  '1036142029': { en: 'Canberra', zh: '堪培拉' },
  // Brunei Darussalam
  '1096465895': { en: 'Bandar Seri Begawan', zh: '斯里巴加湾市' },
  '1096351415': { en: 'Seria', zh: '诗里亚' },
  // Canada
  '1124279679': { en: 'Toronto', zh: '多伦多' },
  '1124586170': { en: 'Montréal', zh: '蒙特利尔' },
  '1124825478': { en: 'Vancouver', zh: '温哥华' },
  '1124690423': { en: 'Calgary', zh: '卡尔加里' },
  '1124290735': { en: 'Edmonton', zh: '埃德蒙顿' },
  '1124399363': { en: 'Ottawa', zh: '渥太华' },
  // Chile
  '1152554349': { en: 'Santiago', zh: '圣地亚哥' },
  '1152838958': { en: 'Concepción', zh: '康塞普西翁' },
  '1152516346': { en: 'Puente Alto', zh: '普恩特阿尔托' },
  // China
  '1156237133': { en: 'Guangzhou', zh: '广州' },
  '1156073548': { en: 'Shanghai', zh: '上海' },
  '1156228865': { en: 'Beijing', zh: '北京' },
  '1156158707': { en: 'Shenzhen', zh: '深圳' },
  '1156421555': { en: 'Chengdu', zh: '成都' },
  '1156244079': { en: 'Xi’an', zh: '西安' },
  '1156936556': { en: 'Chongqing', zh: '重庆' },
  '1156256829': { en: 'Baoding', zh: '保定' },
  '1156086320': { en: 'Linyi', zh: '临沂' },
  '1156478242': { en: 'Dongguan', zh: '东莞' },
  '1156174046': { en: 'Tianjin', zh: '天津' },
  '1156117184': { en: 'Wuhan', zh: '武汉' },
  // Hong Kong, China
  '1344982653': { en: 'Hong Kong', zh: '香港' },
  '1344538284': { en: 'Kowloon', zh: '九龙' },
  '1344745541': { en: 'Sha Tin', zh: '沙田' },
  // Indonesia
  '1360771077': { en: 'Jakarta', zh: '雅加达' },
  '1360484663': { en: 'Surabaya', zh: '泗水' },
  '1360543171': { en: 'Medan', zh: '棉兰' },
  '1360141408': { en: 'Malang', zh: '玛琅' },
  '1360006015': { en: 'Bekasi', zh: '勿加泗' },
  '1360962899': { en: 'Depok', zh: '德波' },
  '1360002844': { en: 'Tangerang', zh: '唐格朗' },
  '1360848527': { en: 'Denpasar', zh: '登巴萨' },
  '1360745537': { en: 'Semarang', zh: '三宝垄' },
  '1360902897': { en: 'Palembang', zh: '巨港' },
  '1360051337': { en: 'Makassar', zh: '望加锡' },
  // Japan
  '1392685764': { en: 'Tokyo', zh: '东京' },
  '1392419823': { en: 'Ōsaka', zh: '大阪' },
  '1392407472': { en: 'Nagoya', zh: '名古屋' },
  '1392118339': { en: 'Yokohama', zh: '横滨' },
  '1392576294': { en: 'Fukuoka', zh: '福冈' },
  '1392000195': { en: 'Sapporo', zh: '札幌' },
  '1392003356': { en: 'Kawasaki', zh: '川崎' },
  '1392978082': { en: 'Kōbe', zh: '神户' },
  '1392622735': { en: 'Kyōto', zh: '京都' },
  '1392017719': { en: 'Saitama', zh: '埼玉' },
  '1392373695': { en: 'Hiroshima', zh: '广岛' },
  '1392457903': { en: 'Sendai', zh: '仙台' },
  // Republic of Korea
  '1410836482': { en: 'Seoul', zh: '首尔' },
  '1410601465': { en: 'Busan', zh: '釜山' },
  '1410160313': { en: 'Incheon', zh: '仁川' },
  '1410095252': { en: 'Daegu', zh: '大邱' },
  '1410000087': { en: 'Gwangju', zh: '光州' },
  '1410993875': { en: 'Daejeon', zh: '大田' },
  '1410679777': { en: 'Suwon', zh: '水原' },
  '1410134602': { en: 'Ulsan', zh: '蔚山' },
  '1410511255': { en: 'Goyang', zh: '高阳' },
  '1410592618': { en: 'Changwon', zh: '昌原' },
  // Mexico
  '1484247881': { en: 'Mexico City', zh: '墨西哥城' },
  '1484950208': { en: 'Guadalajara', zh: '瓜达拉哈拉' },
  '1484559591': { en: 'Monterrey', zh: '蒙特雷' },
  '1484708778': { en: 'Tijuana', zh: '蒂华纳' },
  '1484003694': { en: 'Ecatepec', zh: '埃卡特佩克' },
  '1484811199': { en: 'León de los Aldama', zh: '莱昂' },
  '1484416394': { en: 'Puebla', zh: '普埃布拉' },
  '1484198680': { en: 'Zapopan', zh: '萨波潘' },
  '1484840083': { en: 'Juárez', zh: '华雷斯' },
  '1484016661': { en: 'Ciudad Nezahualcóyotl', zh: '内萨瓦尔科约特尔' },
  '1484788702': { en: 'Mexicali', zh: '墨西卡利' },
  // Malaysia
  '1458988644': { en: 'Kuala Lumpur', zh: '吉隆坡' },
  '1458509635': { en: 'Klang', zh: '巴生' },
  '1458000206': { en: 'Putrajaya', zh: '布城' },
  // New Zealand
  '1554435911': { en: 'Auckland', zh: '奥克兰' },
  '1554772152': { en: 'Wellington', zh: '惠灵顿' },
  '1554377228': { en: 'Christchurch', zh: '克赖斯特彻奇' },
  // Peru
  '1604728603': { en: 'Lima', zh: '利马' },
  '1604422141': { en: 'Callao', zh: '卡亚俄' },
  '1604723954': { en: 'Arequipa', zh: '阿雷基帕' },
  // The Philippines
  '1608618140': { en: 'Manila', zh: '马尼拉' },
  '1608974097': { en: 'Quezon City', zh: '奎松市' },
  '1608906877': { en: 'Davao', zh: '达沃' },
  '1608897690': { en: 'Caloocan City', zh: '卡洛奥坎' },
  // Papua New Guinea
  '1598685395': { en: 'Port Moresby', zh: '莫尔兹比港' },
  '1598466091': { en: 'Lae', zh: '莱城' },
  '1598887925': { en: 'Popondetta', zh: '波蓬德塔' },
  // Russia
  '1643318494': { en: 'Moscow', zh: '莫斯科' },
  '1643616350': { en: 'Saint Petersburg', zh: '圣彼得堡' },
  '1643399240': { en: 'Novosibirsk', zh: '新西伯利亚' },
  '1643582706': { en: 'Yekaterinburg', zh: '叶卡捷琳堡' },
  '1643012126': { en: 'Nizhniy Novgorod', zh: '下诺夫哥罗德' },
  '1643101260': { en: 'Kazan', zh: '喀山' },
  '1643224011': { en: 'Chelyabinsk', zh: '车里雅宾斯克' },
  '1643360863': { en: 'Omsk', zh: '鄂木斯克' },
  '1643205757': { en: 'Samara', zh: '萨马拉' },
  // SimpleMaps "Rostov" (population 1.1 million, 47.23 N 39.70 E) is Rostov-on-Don.
  '1643013518': { en: 'Rostov', zh: '顿河畔罗斯托夫' },
  '1643722928': { en: 'Ufa', zh: '乌法' },
  '1643544975': { en: 'Krasnoyarsk', zh: '克拉斯诺亚尔斯克' },
  // Singapore
  '1702341327': { en: 'Singapore', zh: '新加坡' },
  // Thailand
  '1764068610': { en: 'Bangkok', zh: '曼谷' },
  '1764662886': { en: 'Chiang Mai', zh: '清迈' },
  '1764667935': { en: 'Nonthaburi', zh: '暖武里' },
  // Chinese Taipei
  '1158881289': { en: 'Taipei', zh: '台北' },
  '1158689622': { en: 'Taichung', zh: '台中' },
  '1158331334': { en: 'Kaohsiung', zh: '高雄' },
  '1158061376': { en: 'Tainan', zh: '台南' },
  '1158025380': { en: 'Zhongli', zh: '中坜' },
  // United States
  '1840034016': { en: 'New York', zh: '纽约' },
  '1840020491': { en: 'Los Angeles', zh: '洛杉矶' },
  '1840000494': { en: 'Chicago', zh: '芝加哥' },
  '1840015149': { en: 'Miami', zh: '迈阿密' },
  '1840019440': { en: 'Dallas', zh: '达拉斯' },
  '1840020925': { en: 'Houston', zh: '休斯敦' },
  '1840000673': { en: 'Philadelphia', zh: '费城' },
  '1840013660': { en: 'Atlanta', zh: '亚特兰大' },
  '1840006060': { en: 'Washington', zh: '华盛顿' },
  '1840000455': { en: 'Boston', zh: '波士顿' },
  '1840020568': { en: 'Phoenix', zh: '菲尼克斯' },
  '1840003971': { en: 'Detroit', zh: '底特律' },
  // Viet Nam
  '1704774326': { en: 'Ho Chi Minh City', zh: '胡志明市' },
  '1704413791': { en: 'Hanoi', zh: '河内' },
  '1704000623': { en: 'Haiphong', zh: '海防' },
  '1704783472': { en: 'Cần Thơ', zh: '芹苴' },
  '1704863046': { en: 'Biên Hòa', zh: '边和' },
  '1704361621': { en: 'Thủ Đức', zh: '守德' },
};

/**
 * Cities of cities.csv deliberately left out of the demo dataset, with the reason.
 * The build fails on a city that is in neither list.
 */
export const excludedCities: Readonly<Record<string, { en: string; reason: string }>> = {
  '1096755570': {
    en: 'Kampong Tunah Jambu',
    reason: 'village with no established Chinese name; a transliteration would be invented',
  },
  '1360029147': {
    en: 'Sangereng',
    reason: 'a neighbourhood of Tangerang with no established Chinese name',
  },
  '1410160862': {
    en: 'Tongjin',
    reason:
      'name and coordinates do not identify one place with an established Chinese name (candidate 烏山市 is Osan)',
  },
  '1484074285': {
    en: 'Nezahualcóyotl',
    reason: 'duplicate of Ciudad Nezahualcóyotl (same place; the two would share one Chinese name)',
  },
  '1458417183': {
    en: 'Seberang Jaya',
    reason: 'no Chinese name could be checked with confidence',
  },
  '1608697675': {
    en: 'Canagatan',
    reason: 'no established Chinese name could be found',
  },
  '1704966442': {
    en: 'Quảng Hà',
    reason: 'no established Chinese name (the candidate 岘港 is Da Nang, a different city)',
  },
};
