/**
 * The platform's data-use licence (SPEC §1) as every figure names it: chart images and their data view, CSV and
 * XLSX downloads, and the city documents. One text, so no two places name a different licence.
 */
export const dataUseLicence = {
  en:
    'Data-use licence (draft of 3 September 2020): access is granted for one occasion; the data may be used in ' +
    'your own reports and saved; it must not be republished as an end product, sub-licensed or assigned; ' +
    'Chinese law governs; the provider gives no warranty and is released from liability.',
  zh:
    '数据使用许可（2020年9月3日草案）：仅授予单次访问；数据可用于您自己的报告并可保存；不得作为最终产品再发布、' +
    '再许可或转让；适用中国法律；提供方不作任何保证并免除责任。',
} as const;
