/**
 * Chinese translations of the UN WUP 2018 footnotes that the APEC cities use (un-wup2018-f22-notes.csv).
 * `en` is the start of the UN's English text: the build fails when it no longer matches the source file,
 * and when a city uses a footnote that has no translation here.
 */
export const wupFootnotesZh: Readonly<Record<string, { en: string; zh: string }>> = {
  '21': { en: 'Refers to Significant Urban Areas', zh: '指2001年时的重要城市区域（Significant Urban Areas）。' },
  '31': { en: 'Refers to the Census Metropolitan Area.', zh: '指人口普查大都市区（Census Metropolitan Area）。' },
  '32': {
    en: 'Refers to the Census Metropolitan Area. Estimate for the year 2011',
    zh: '指人口普查大都市区（Census Metropolitan Area）。2011年估计数已按2016年大都市区定义修订。',
  },
  '34': { en: 'Refers to Gran Concepción.', zh: '指大康塞普西翁（Gran Concepción）。' },
  '35': { en: 'Refers to Gran La Serena.', zh: '指大拉塞雷纳（Gran La Serena）。' },
  '36': {
    en: 'Data from 1952 to 1992 refer to Gran Santiago.',
    zh: '1952年至1992年数据指大圣地亚哥（Gran Santiago）；2002年和2012年数据指圣地亚哥首都大区的城镇人口。',
  },
  '37': { en: 'Refers to the Gran Valparaíso.', zh: '指大瓦尔帕莱索（Gran Valparaíso）。' },
  '38': {
    en: 'For the 1990 census, the data reflect all residents of urban areas of the city.',
    zh: '1990年人口普查数据为该市城区全部居民；2000年和2010年人口普查中，城市人口由该市所有符合条件的市辖区人口构成（条件如：建成区连片、为地方政府驻地、设有街道或居民委员会）。',
  },
  '39': {
    en: 'For the 1982 and 1990 censuses, the data reflect all residents of urban areas of the city. For',
    zh: '1982年和1990年人口普查数据为该市城区全部居民；2000年和2010年人口普查中，城市人口由该市所有符合条件的市辖区人口构成（条件如：建成区连片、为地方政府驻地、设有街道或居民委员会）。',
  },
  '40': {
    en: 'For the 1982 and 1990 censuses, the data reflect all residents of urban areas of the city (excluding Yanqing',
    zh: '1982年和1990年人口普查数据为该市城区（不含延庆区）全部居民；2000年和2010年人口普查中，城市人口由该市所有符合条件的市辖区（不含延庆区）人口构成（条件如：建成区连片、为地方政府驻地、设有街道或居民委员会）。',
  },
  '41': {
    en: 'For the 2000 and 2010 censuses, the population of the city is composed',
    zh: '2000年和2010年人口普查中，城市人口由该市所有符合条件的市辖区人口构成（条件如：建成区连片、为地方政府驻地、设有街道或居民委员会）。',
  },
  '42': {
    en: 'Data for Hong Kong consist of the population of Hong Kong Island',
    zh: '香港数据包括香港岛、新九龙、新界各新市镇及水上人口。',
  },
  '63': {
    en: 'Data refer to the functional urban area',
    zh: '数据指功能性城市区域，即人口密度、经济功能和设施均持续呈城市特征的连片区域。雅加达包括南雅加达、东雅加达、中雅加达、西雅加达和北雅加达五个市（kotamadya）。1990年数据并非功能性城市区域数据，而是按1980年人口普查中功能性城市区域人口与相关各市人口之比推算。',
  },
  '68': { en: 'Refers to the population of the "SHI" as of 1995.', zh: '指1995年时“市”（SHI）的人口。' },
  '69': {
    en: 'Major Metropolitan areas (M.M.A.) are defined by the Statistics Bureau of Japan. Census figures for 2005, 2010 and 2015 refer to the Kinko',
    zh: '大都市圈（M.M.A.）由日本总务省统计局界定。2005年、2010年和2015年人口普查数据指近畿大都市圈；1960年至2000年数据基于京阪神大都市圈。这些区域包括大阪、神户、京都、奈良等城市。',
  },
  '70': {
    en: 'Major Metropolitan areas (M.M.A.) are defined by the Statistics Bureau of Japan. Census figures for 2005, 2010 and 2015 refer to the Kanto',
    zh: '大都市圈（M.M.A.）由日本总务省统计局界定。2005年、2010年和2015年人口普查数据指关东大都市圈；1990年至2000年数据基于京滨叶大都市圈，1960年至1985年数据基于京滨大都市圈。作为参考，2000年东京都人口估计为1210万，东京区部为810万。',
  },
  '73': {
    en: 'Refers to the Greater Kuala Lumpur.',
    zh: '指大吉隆坡地区。吉隆坡为首都，布城为行政首都。',
  },
  '74': {
    en: 'Refers to the total population in seventy-six municipalities',
    zh: '指墨西哥城大都市区76个市镇的总人口。',
  },
  '75': {
    en: 'Includes Matamoros, Torreón, Gómez Palacio, and Lerdo.',
    zh: '包括马塔莫罗斯、托雷翁、戈麦斯帕拉西奥和莱尔多。',
  },
  '76': { en: 'Refers to Apizaco-Tlaxcala.', zh: '指阿皮萨科—特拉斯卡拉。' },
  '80': {
    en: 'The limits of the urban agglomeration have been modified between 2001 and 2006.',
    zh: '城市集聚区的范围在2001年至2006年间有所调整。',
  },
  '94': {
    en: 'Refers to the Province of Lima and the Constitutional Province of Callao.',
    zh: '指利马省和卡亚俄宪法省。',
  },
  '95': { en: 'Refers to the National Capital Region.', zh: '指国家首都区（马尼拉大都会）。' },
  '100': { en: 'Data refer to the urban population of the city.', zh: '数据指该市的城镇人口。' },
  '101': {
    en: 'Data refer to the cities of Changwon, Masan and Jinhen.',
    zh: '数据包括昌原、马山和镇海（原文作 Jinhen）三市。',
  },
  '102': {
    en: 'Refers to Seoul Special City. Data refer to the urban population of the city.',
    zh: '指首尔特别市。数据指该市的城镇人口。',
  },
  '103': {
    en: 'Includes Klimovsk and Lvovsky',
    zh: '包括克利莫夫斯克和利沃夫斯基。',
  },
  '117': {
    en: 'Refers to the population of the urban agglomeration as of 2000.',
    zh: '指2000年时城市集聚区的人口。',
  },
  '128': {
    en: 'Data refer to urban population in the city districts. Data after 2008',
    zh: '数据指市辖各郡的城镇人口。2008年以后的数据包括原河西省的城镇人口。',
  },
};
