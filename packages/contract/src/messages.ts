/**
 * Every message key the server sends (SPEC §8), with its English and Chinese text.
 * The server replies with the key in `message`; the web client shows the text of the user's language.
 */
export const messages = {
  // Server message keys of SPEC §8
  countryNotExist: { en: 'The economy does not exist', zh: '经济体不存在' },
  cityNotExist: { en: 'The city does not exist', zh: '城市不存在' },
  excelException: { en: 'The data could not be parsed', zh: '数据解析错误' },
  cityNotContain: { en: 'The economy does not contain this city', zh: '该经济体不包含此城市' },
  notHereAdmin: { en: 'You are not the administrator of this city', zh: '您不是该城市的管理员' },
  seriesNotExist: { en: 'The series does not exist', zh: '指标不存在' },
  notAdmin: { en: 'You are not an administrator', zh: '您不是管理员' },
  seriesNotName: { en: 'The series name cannot be empty', zh: '指标名称不能为空' },
  seriesNotId: { en: 'The series id cannot be empty', zh: '指标ID不能为空' },
  seriesAlreadyHasData: {
    en: 'The series already has data; delete the data first',
    zh: '该指标已有数据，请先删除数据',
  },
  seriesNameRepeat: { en: 'The series name already exists', zh: '指标名称重复' },
  seriesNumberRepeat: { en: 'The series number already exists', zh: '指标编号重复' },
  cityNotId: { en: 'The city id cannot be empty', zh: '城市ID不能为空' },
  YearNotNull: { en: 'The year cannot be empty', zh: '年份不能为空' },
  TheStartTimeCannot: {
    en: 'The start year cannot be later than the end year',
    zh: '开始时间不能大于结束时间',
  },
  FileNotNull: { en: 'The file cannot be empty', zh: '文件不能为空' },
  FileNameIsIllegal: { en: 'The file name is not allowed', zh: '文件名不合法' },
  WrongPosition: { en: 'Wrong position', zh: '位置错误' },
  IllegalFileType: { en: 'This file type is not allowed', zh: '文件类型不合法' },
  FileDoesNotExist: { en: 'The file does not exist', zh: '文件不存在' },
  parameterError: { en: 'Invalid parameters', zh: '参数错误' },
  userNotExist: { en: 'The user does not exist', zh: '用户不存在' },
  thisAreaExistAdmin: {
    en: 'An administrator already exists in this area',
    zh: '该地区已存在管理员',
  },
  notJurisdiction: { en: 'Outside your jurisdiction', zh: '不在您的管辖范围内' },
  notAuthority: { en: 'You have no permission for this operation', zh: '您没有操作权限' },
  citySelectError: { en: 'The city selection is not valid', zh: '城市选择错误' },
  levelNotNull: { en: 'The level cannot be empty', zh: '级别不能为空' },
  cityIdNotStandard: { en: 'The city id is not in the expected form', zh: '城市ID不规范' },
  errorSendingMail: { en: 'The mail could not be sent', zh: '邮件发送失败' },
  mailboxIsIncorrect: { en: 'The mailbox is not correct', zh: '邮箱不正确' },
  seriesDuplicate: { en: 'The series is duplicated', zh: '指标重复' },
  userNameNotRepeated: { en: 'The username is already taken', zh: '用户名已存在' },
  LoginAgain: {
    en: 'The verification code has expired; please log in again',
    zh: '验证码已过期，请重新登录',
  },
  Invalid: { en: 'The public key is invalid; please retry', zh: '公钥无效，请重试' },
  VerificationCodeError: { en: 'The verification code is wrong', zh: '验证码错误' },
  WrongUser: { en: 'Wrong username or password', zh: '用户名或密码错误' },
  numberNotThan5: { en: 'No more than 5 carousel images', zh: '轮播图不能超过5张' },
  roleNameNotCannot: { en: 'The role name already exists', zh: '角色名称重复' },
  numberNotData: { en: 'The indicator code must be a number', zh: '指标编号应为数字' },
  mailboxNotDuplicate: { en: 'The mailbox is already in use', zh: '邮箱已被使用' },
  cannotDeleteMyself: { en: 'You cannot delete yourself', zh: '不能删除自己' },
  cannotDeleteAdmin: { en: 'The built-in administrator cannot be deleted', zh: '不能删除内置管理员' },
  // Other messages of SPEC §8
  formulaInvalid: { en: 'The formula is not valid', zh: '计算公式不正确' },
  dimensionNotExist: { en: 'The dimension does not exist', zh: '维度不存在' },
  dimensionNameExist: { en: 'The dimension name already exists', zh: '维度名称已存在' },
  dimensionNumberExist: { en: 'The dimension number already exists', zh: '维度编号已存在' },
  loginTimeout: { en: 'Login timed out; please log in again', zh: '登录超时，请重新登录' },
  tokenExpired: { en: 'The login has expired; please log in again', zh: 'Token失效，请重新登录' },
  tokenMissing: { en: 'Please log in', zh: '请先登录' },
  systemBusy: { en: 'The system is busy; please try again later', zh: '系统繁忙，请稍后再试' },
  addFailed: { en: 'Adding failed', zh: '添加失败' },
  editFailed: { en: 'Editing failed', zh: '编辑失败' },
  deleteFailed: { en: 'Deleting failed', zh: '删除失败' },
  searchFailed: { en: 'Search failed', zh: '查询失败' },
  importFailed: { en: 'Import failed', zh: '导入失败' },
  exportFailed: { en: 'Export failed', zh: '导出失败' },
  notBindingMailbox: {
    en: 'The mailbox entered is not the one bound to this user',
    zh: '输入的邮箱不是该用户绑定的邮箱',
  },
  confirmSeriesReleased: {
    en: 'Please confirm the series has been approved or released',
    zh: '请确认指标已审核或已发布',
  },
  uploadFileEmpty: { en: 'The uploaded file is empty or incorrect', zh: '上传文件为空或不正确' },
  onlyXlsAllowed: { en: 'Only xls or xlsx files are accepted', zh: '只支持xls、xlsx格式' },
  fileTooLarge: { en: 'The file is too large', zh: '文件过大' },
  notFound: { en: 'Sorry, the resource was not found!', zh: '很抱歉，资源未找到!' },
  methodNotAllowed: { en: 'Method not allowed', zh: '请求方法不允许' },
  tooManyRequests: { en: 'Too many requests; please slow down', zh: '请求过于频繁，请稍后再试' },
  validationFailed: { en: 'Some fields are not valid', zh: '部分字段不正确' },
  duplicate: { en: 'The value already exists', zh: '该值已存在' },
  internalError: { en: 'Internal server error', zh: '服务器内部错误' },
  databaseUnavailable: { en: 'The database is not reachable', zh: '数据库不可用' },
  dictCodeEmpty: { en: 'The dictionary code cannot be empty!', zh: '字典Code不能为空!' },
  // Success keys
  success: { en: 'Success', zh: '操作成功' },
  addSuccess: { en: 'Added successfully', zh: '添加成功' },
  editSuccess: { en: 'Saved successfully', zh: '编辑成功' },
  deleteSuccess: { en: 'Deleted successfully', zh: '删除成功' },
  uploadSuccess: { en: 'Uploaded successfully', zh: '上传成功' },
  downloadSuccess: { en: 'Downloaded successfully', zh: '下载成功' },
  importSuccess: { en: 'Imported successfully', zh: '导入成功' },
  exportSuccess: { en: 'Exported successfully', zh: '导出成功' },
  searchSuccess: { en: 'Search succeeded', zh: '查询成功' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type MessageKey = keyof typeof messages;
export type Language = 'en' | 'zh';

export const messageKeys = Object.keys(messages) as MessageKey[];

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** The text of a message key in a language; unknown keys come back as they are. */
export function messageText(key: string, lang: Language): string {
  return isMessageKey(key) ? messages[key][lang] : key;
}
