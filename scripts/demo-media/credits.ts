/** Source and licence lines drawn into the media and given in their titles (English and Chinese). */
export const credit = {
  wup: {
    en: 'Source: United Nations, DESA, Population Division (2018). World Urbanization Prospects: The 2018 Revision, Online Edition. CC BY 3.0 IGO',
    zh: '来源：联合国经济和社会事务部人口司（2018）《世界城市化展望：2018年修订版》在线版，CC BY 3.0 IGO',
    shortEn: 'UN DESA, World Urbanization Prospects 2018 (CC BY 3.0 IGO)',
    shortZh: '联合国经社部《世界城市化展望2018》（CC BY 3.0 IGO）',
    tagEn: 'UN WUP 2018, CC BY 3.0 IGO',
    tagZh: '联合国《世界城市化展望2018》，CC BY 3.0 IGO',
  },
  bea: {
    en: 'Source: U.S. Bureau of Economic Analysis, Regional Economic Accounts (CAGDP1, 2024). Public domain',
    zh: '来源：美国经济分析局区域经济账户（CAGDP1，2024），公有领域',
    shortEn: 'U.S. Bureau of Economic Analysis (public domain)',
    shortZh: '美国经济分析局（公有领域）',
    tagEn: 'U.S. BEA, public domain',
    tagZh: '美国经济分析局，公有领域',
  },
  map: {
    en: 'Map: Natural Earth via world-atlas (public domain)',
    zh: '地图：Natural Earth（world-atlas，公有领域）',
  },
};
