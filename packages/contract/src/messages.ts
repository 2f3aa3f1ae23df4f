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
  // City management and place names ({candidates}: the places an ambiguous name matches)
  cityAmbiguous: {
    en: 'Several cities have this name: {candidates}. Give the id, a code or the region',
    zh: '多个城市同名：{candidates}。请填写ID、代码或行政区',
  },
  countryAmbiguous: {
    en: 'Several economies have this name: {candidates}. Give the code',
    zh: '多个经济体同名：{candidates}。请填写代码',
  },
  cityExists: {
    en: 'A city with this name, region and kind of area already exists in the economy',
    zh: '该经济体已有同名、同行政区、同区域类型的城市',
  },
  cityCodeTaken: { en: 'This code is already used by another city', zh: '该代码已被其他城市使用' },
  cityCodeSchemeTwice: { en: 'A city has one code per scheme', zh: '每个代码体系只能有一个代码' },
  cityRetired: { en: 'The city is retired', zh: '该城市已停用' },
  cityNotRetired: { en: 'The city is in use', zh: '该城市未停用' },
  retireSuccess: { en: 'The city is retired', zh: '城市已停用' },
  restoreSuccess: { en: 'The city is restored', zh: '城市已恢复' },
  cityImportTooManyRows: { en: 'At most 20,000 rows can be imported at once', zh: '一次最多导入20000行' },
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
  perPersonInvalid: { en: 'pp must be 1 (per person) or 0', zh: 'pp 只能为 1（人均）或 0' },
  perPersonUnavailable: {
    en: 'This view cannot be shown per person: only amounts, not year-on-year changes, series already per person or populations, and only with a population series',
    zh: '该视图不能按人均显示：仅适用于总量，不适用于同比变化、已是人均的指标或人口指标，且须有人口指标',
  },
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
  uploadInterrupted: {
    en: 'The upload was interrupted (the server stopped while processing it); nothing of it was stored. Please upload the file again',
    zh: '上传被中断（服务器在处理时停止），未保存任何数据，请重新上传文件',
  },
  onlyXlsAllowed: { en: 'Only xls or xlsx files are accepted', zh: '只支持xls、xlsx格式' },
  fileTooLarge: { en: 'The file is too large', zh: '文件过大' },
  // Bounded parsing of uploaded spreadsheets (docs/security.md): one key per limit
  fileInflatedTooLarge: {
    en: 'The spreadsheet unpacks to more data than allowed (UPLOAD_MAX_INFLATED_MB)',
    zh: '表格解压后的数据量超过上限（UPLOAD_MAX_INFLATED_MB）',
  },
  fileTooManyRows: {
    en: 'The file holds more rows than allowed (UPLOAD_MAX_ROWS)',
    zh: '文件行数超过上限（UPLOAD_MAX_ROWS）',
  },
  fileTooManyCells: {
    en: 'The file holds more cells than allowed (UPLOAD_MAX_CELLS)',
    zh: '文件单元格数量超过上限（UPLOAD_MAX_CELLS）',
  },
  fileParseTimeout: {
    en: 'Reading the file took longer than allowed (UPLOAD_MAX_SECONDS)',
    zh: '文件读取时间超过上限（UPLOAD_MAX_SECONDS）',
  },
  uploadsBusy: {
    en: 'Too many files are being read right now; please try again shortly',
    zh: '当前正在读取的文件过多，请稍后重试',
  },
  // The source of uploaded figures (issue 16)
  sourceNoMarkup: {
    en: 'Write the source as plain text: markup such as < and > is not allowed',
    zh: '来源请填写纯文本，不允许使用 < 和 > 等标记',
  },
  sourceUrlInvalid: {
    en: 'The source address must start with http:// or https://',
    zh: '来源网址须以 http:// 或 https:// 开头',
  },
  // Text at the edge (docs/security.md)
  textInvalidCharacter: {
    en: 'The text holds a character that is not allowed (a NUL character or an unpaired surrogate)',
    zh: '文本包含不允许的字符（空字符或不成对的代理字符）',
  },
  notFound: { en: 'Sorry, the resource was not found!', zh: '很抱歉，资源未找到!' },
  methodNotAllowed: { en: 'Method not allowed', zh: '请求方法不允许' },
  tooManyRequests: { en: 'Too many requests; please slow down', zh: '请求过于频繁，请稍后再试' },
  validationFailed: { en: 'Some fields are not valid', zh: '部分字段不正确' },
  duplicate: { en: 'The value already exists', zh: '该值已存在' },
  internalError: { en: 'Internal server error', zh: '服务器内部错误' },
  databaseUnavailable: {
    en: 'The service is briefly unavailable (its database cannot be reached); please try again in a moment',
    zh: '服务暂时不可用（无法连接数据库），请稍后再试',
  },
  dictCodeEmpty: { en: 'The dictionary code cannot be empty!', zh: '字典Code不能为空!' },
  // Statistics core: series, statistical types, data values, uploads, public data
  seriesHasChildren: { en: 'The series has child series; delete them first', zh: '该指标有下级指标，请先删除下级指标' },
  seriesParentInvalid: {
    en: 'A level 2 series needs a level 1 parent; a level 1 series has none',
    zh: '二级指标需要一级上级指标，一级指标不能有上级',
  },
  seriesReferenced: {
    en: 'A formula of another statistical type uses this series',
    zh: '该指标被其他统计类型的公式引用',
  },
  dimensionHasData: {
    en: 'The statistical type already has data; delete the data first',
    zh: '该统计类型已有数据，请先删除数据',
  },
  computeTypeInvalid: { en: 'Unknown compute type', zh: '未知的计算类型' },
  formulaUnknownSeries: {
    en: 'The formula refers to a series that does not exist or has no value type',
    zh: '公式引用的指标不存在或没有数值类型',
  },
  baseYearRequired: { en: 'A base year is required', zh: '必须填写基准年份' },
  typeNotStored: {
    en: 'Values can only be entered for a stored statistical type',
    zh: '只能为存储型统计类型录入数据',
  },
  valueNotNumber: { en: 'The value is not a number', zh: '数值格式不正确' },
  yearOutOfRange: { en: 'The year must be between 1900 and 2100', zh: '年份必须在1900到2100之间' },
  rowDuplicate: { en: 'The same value appears more than once in the file', zh: '文件中存在重复数据' },
  obsStatusUnknown: {
    en: 'Unknown status: write estimate, projection, provisional or break (or E, F, P, B), or leave it empty',
    zh: '未知的状态：请填写估计值、预测值、初步值或序列中断（或 E、F、P、B），或留空',
  },
  // Upload error reports (issue 17): number forms, headlines, the summary by kind ({rows}: "3 rows")
  valueDecimalComma: {
    en: 'A comma only separates thousands in groups of three (1,234,567); write decimals with a dot (1234.5)',
    zh: '逗号只能作千位分隔（每组三位，如 1,234,567）；小数请用点号（1234.5）',
  },
  valueSeparatorsUnclear: {
    en: 'The separators do not read one way only (several decimal points or mixed marks); write e.g. 1234567.5',
    zh: '分隔符有歧义（多个小数点或混用）；请写成如 1234567.5',
  },
  uploadRowsRefused: {
    en: 'Nothing was stored: rows to correct: {count}',
    zh: '未导入任何数据：需更正的行数：{count}',
  },
  uploadValuesUnreadable: {
    en: 'Nothing was stored: values that are not numbers in {count} rows',
    zh: '未导入任何数据：{count} 行的数值无法识别为数字',
  },
  uploadRowsOne: { en: '1 row', zh: '1 行' },
  uploadRowsMany: { en: '{count} rows', zh: '{count} 行' },
  uploadSumSeries: {
    en: 'Series or type not found or not stored: {rows}',
    zh: '指标或统计类型不存在或非存储型：{rows}',
  },
  uploadSumCountryNotExist: { en: 'Economy not found: {rows}', zh: '经济体不存在：{rows}' },
  uploadSumCityNotExist: { en: 'City not found: {rows}', zh: '城市不存在：{rows}' },
  uploadSumCityNotContain: { en: 'City of another economy: {rows}', zh: '城市不属于所填经济体：{rows}' },
  uploadSumAmbiguous: { en: 'Place name shared by several places: {rows}', zh: '地名对应多个地点：{rows}' },
  uploadSumOutsideArea: { en: 'Outside your area: {rows}', zh: '超出您的管辖范围：{rows}' },
  uploadSumRemove: {
    en: 'Removal without the permission to delete data: {rows}',
    zh: '无数据删除权限的删除行：{rows}',
  },
  uploadSumYear: { en: 'Year missing or out of range: {rows}', zh: '年份缺失或超出范围：{rows}' },
  uploadSumValue: { en: 'Value not a number: {rows}', zh: '数值无法识别：{rows}' },
  uploadSumDuplicate: { en: 'Same value twice in the file: {rows}', zh: '文件中重复的数据：{rows}' },
  uploadReportCsvError: { en: 'error', zh: '错误' },
  uploadNotExist: { en: 'This upload does not exist or is not yours', zh: '该上传记录不存在或不属于您' },
  uploadNothingToRemove: {
    en: 'No value of this upload is left to remove (later uploads or edits took them over)',
    zh: '该上传已没有可移除的数据（已被之后的上传或修改替换）',
  },
  uploadReportNone: { en: 'This upload has no error report', zh: '该上传没有错误报告' },
  uploadRemoveNotAllowed: {
    en: 'Removing values needs the permission to delete data',
    zh: '删除数值需要数据删除权限',
  },
  uploadFileNone: { en: 'The file of this upload is not kept', zh: '未保存该上传的原始文件' },
  columnMissing: { en: 'A required column is missing', zh: '缺少必需的列' },
  statusTransitionInvalid: {
    en: 'The data is not in a state that allows this action',
    zh: '数据当前状态不允许此操作',
  },
  rejectReasonRequired: { en: 'A reason is required to reject', zh: '驳回时必须填写原因' },
  dataValueNotExist: { en: 'The data value does not exist', zh: '数据不存在' },
  dataValueExists: {
    en: 'A value already exists for this place, statistical type and year',
    zh: '该地区、统计类型和年份的数据已存在',
  },
  selectionEmpty: { en: 'Nothing matches the selection', zh: '没有符合条件的数据' },
  fileNameRepeat: { en: 'A file with this name already exists', zh: '文件名重复' },
  deflatorSeriesMissing: { en: 'No GDP deflator series is set up', zh: '未设置GDP平减指数指标' },
  tooManyPlaces: {
    en: 'Too many cities or economies in one query (50 at most)',
    zh: '一次查询的城市或经济体过多（最多50个）',
  },
  economyLevelFigure: { en: 'economy-level figure', zh: '经济体层面数据' },
  submitSuccess: { en: 'Submitted for examination', zh: '已提交审核' },
  examineSuccess: { en: 'Examination saved', zh: '审核成功' },
  rejectSuccess: { en: 'Rejected', zh: '已驳回' },
  publishSuccess: { en: 'Published', zh: '发布成功' },
  unpublishSuccess: { en: 'Publication withdrawn', zh: '已取消发布' },
  // Series administration: information push and initial data
  seriesAlreadyAnnounced: {
    en: 'This series was already announced as new; announce it as revised',
    zh: '该指标已作为新指标推送过，请按“修订”推送',
  },
  pushSuccess: { en: 'The information was pushed to users', zh: '信息推送成功' },
  initialDataNotInput: {
    en: 'Not a stored type this statistical type is computed from',
    zh: '不是该统计类型计算所依据的存储型统计类型',
  },
  initialDataNone: {
    en: 'This statistical type has no stored values to start from',
    zh: '该统计类型没有可依据的存储数据',
  },
  // Announcements and notices
  announcementNotExist: { en: 'The announcement does not exist', zh: '通告不存在' },
  announcementReleased: {
    en: 'The announcement is released; revoke it first',
    zh: '通告已发布，请先撤销',
  },
  announcementNotReleased: { en: 'The announcement is not released', zh: '通告未发布' },
  announcementRecipientsRequired: { en: 'Choose who receives the announcement', zh: '请选择通告的接收对象' },
  announcementRoleNotExist: { en: 'The role of the recipients does not exist', zh: '接收角色不存在' },
  announcementDepartNotExist: { en: 'The department of the recipients does not exist', zh: '接收部门不存在' },
  releaseSuccess: { en: 'Released', zh: '发布成功' },
  revokeSuccess: { en: 'Revoked', zh: '撤销成功' },
  // Identity and access: validation (placeholders {min}, {max}, {num} are filled from the field's limits)
  fieldRequired: { en: 'This field is required', zh: '该字段为必填项' },
  invalidType: { en: 'The value has the wrong type', zh: '值的类型不正确' },
  invalidOption: { en: 'The value is not one of the allowed values', zh: '不是允许的取值' },
  invalidFormat: { en: 'The format is not valid', zh: '格式不正确' },
  // Online forms (list/detail/edit screens over allow-listed tables)
  onlineFormColumnNotAllowed: {
    en: 'This column is not one the online forms may use on this table',
    zh: '在线表单不可使用该表的此字段',
  },
  onlineFormFieldNotEditable: { en: 'This field cannot be edited through the form', zh: '该字段不可通过表单编辑' },
  onlineFormDictNotExist: { en: 'The dictionary does not exist', zh: '字典不存在' },
  textTooShort: { en: 'At least {min} characters', zh: '长度不能少于{min}个字符' },
  textTooLong: { en: 'No more than {num} characters', zh: '长度不能超过{num}个字符' },
  textLength: { en: 'The length must be between {min} and {max}', zh: '长度需在{min}到{max}之间' },
  numberTooSmall: { en: 'Must be at least {min}', zh: '不能小于{min}' },
  numberTooBig: { en: 'Must be at most {max}', zh: '不能大于{max}' },
  nameCharacters: {
    en: 'Only letters, numbers, underscore and space are allowed',
    zh: '只能包含字母、数字、下划线和空格',
  },
  usernameInvalid: {
    en: 'The username may contain letters, digits and _ . @ - only',
    zh: '用户名只能包含字母、数字及 _ . @ - 字符',
  },
  passwordRule: {
    en: 'Enter 8-12 characters with at least three of: digits, lowercase letters, uppercase letters, special symbols',
    zh: '请输入8-12位密码，至少包含数字、小写字母、大写字母和特殊符号四类中的三类',
  },
  passwordNotMatch: { en: 'the two passwords entered are not the same', zh: '两次输入的密码不一样' },
  oldPasswordRequired: { en: 'Please enter the old password', zh: '请输入旧密码' },
  newPasswordRequired: { en: 'Please enter the new password', zh: '请输入新密码' },
  confirmPasswordRequired: { en: 'Please confirm the new password', zh: '请确认新密码' },
  oldPasswordWrong: { en: 'The old password is wrong', zh: '旧密码输入错误' },
  roleCodeNoChinese: { en: 'The role code may not contain Chinese characters', zh: '角色编码不能包含中文字符' },
  roleCodeRepeat: { en: 'The role code already exists', zh: '角色编码已存在' },
  // Identity and access: accounts, sessions, administration
  loginLocked: {
    en: 'Too many failed logins; please try again later',
    zh: '登录失败次数过多，请稍后再试',
  },
  accountPending: { en: 'The account is waiting for approval', zh: '账号待审核，请等待管理员审核' },
  accountFrozen: { en: 'The account is frozen', zh: '该账号已冻结' },
  mailCodeInvalid: { en: 'The mailed code is wrong or has expired', zh: '邮箱验证码错误或已过期' },
  userHasNoMailbox: { en: 'The user has no bound mailbox', zh: '该用户未绑定邮箱' },
  departNotMine: { en: 'You do not belong to this department', zh: '您不属于该部门' },
  cannotFreezeAdmin: { en: 'The built-in administrator cannot be frozen', zh: '不能冻结内置管理员' },
  cannotFreezeMyself: { en: 'You cannot freeze yourself', zh: '不能冻结自己' },
  builtInRole: {
    en: 'A built-in role cannot be deleted and its code cannot change',
    zh: '内置角色不能删除，也不能修改编码',
  },
  areaRequired: {
    en: 'A regional administrator needs an economy or a city',
    zh: '地区管理员必须选择经济体或城市',
  },
  parentNotExist: { en: 'The parent does not exist', zh: '上级不存在' },
  parentInvalid: { en: 'The parent cannot be the item itself or one of its children', zh: '上级不能是自身或其下级' },
  roleNotExist: { en: 'The role does not exist', zh: '角色不存在' },
  departNotExist: { en: 'The department does not exist', zh: '部门不存在' },
  tenantInUse: { en: 'The tenant still has users', zh: '该租户下仍有用户' },
  cannotDeleteDefaultTenant: { en: 'The default tenant cannot be deleted', zh: '不能删除默认租户' },
  valueAvailable: { en: 'The value is available', zh: '该值可用' },
  loginSuccess: { en: 'Signed in', zh: '登录成功' },
  logoutSuccess: { en: 'Signed out', zh: '退出登录成功' },
  registerSuccess: {
    en: 'Registered; please wait for an administrator to approve the account',
    zh: '注册成功，请等待管理员审核',
  },
  approveSuccess: { en: 'Approved', zh: '审核通过' },
  passwordChanged: { en: 'The password was changed; please log in again', zh: '密码修改成功，请重新登录' },
  resetCodeSent: { en: 'A verification code was sent to your mailbox', zh: '验证码已发送到您的邮箱' },
  passwordResetMailed: {
    en: 'A one-time code to set a new password was mailed to the user',
    zh: '设置新密码的一次性验证码已发送到用户邮箱',
  },
  // Sign-in protection (issue 15)
  loginDelayed: {
    en: 'Sign-ins to this account failed several times; please wait a moment and try again',
    zh: '该账号多次登录失败，请稍候再试',
  },
  userUnlocked: { en: 'The sign-in lock of the user was lifted', zh: '已解除该用户的登录锁定' },
  loginTicketInBody: {
    en: 'Send the sign-in ticket in the body of a POST, never in the address; a ticket sent there is not accepted',
    zh: '请在 POST 请求体中发送登录凭证，不要放在地址中；地址中的凭证不被接受',
  },
  refreshCacheSuccess: { en: 'The cache was refreshed!', zh: '刷新缓存完成！' },
  refreshCacheFailed: { en: 'Refreshing the cache failed!', zh: '刷新缓存失败！' },
  keyRotated: { en: 'A new key pair is in use', zh: '已启用新的密钥对' },
  // Scheduled jobs, fill rules and check rules
  cronInvalid: { en: 'The cron expression is not valid', zh: 'Cron表达式不正确' },
  cronNeverRuns: { en: 'The cron expression never runs again', zh: '该Cron表达式不会再执行' },
  jobHandlerUnknown: { en: 'No job handler has this name', zh: '不存在该名称的任务处理器' },
  jobStarted: { en: 'The job was started; see its run history', zh: '任务已开始执行，请查看执行记录' },
  jobPaused: { en: 'The job was paused', zh: '任务已暂停' },
  jobResumed: { en: 'The job was resumed', zh: '任务已恢复' },
  fillPatternInvalid: {
    en: 'Use text with {yyyy} {yy} {MM} {dd} {HH} {mm} {ss} and exactly one {seq} or {seq:N} (N 1-12)',
    zh: '请使用文本及 {yyyy} {yy} {MM} {dd} {HH} {mm} {ss}，并且只含一个 {seq} 或 {seq:N}（N为1-12）',
  },
  ruleNotExist: { en: 'No rule has this code', zh: '该规则编码不存在' },
  fillResetNeedsDate: {
    en: 'A sequence that starts again each year, month or day needs those date parts in the pattern',
    zh: '按年、月或日重新计数的序号，规则中必须包含相应的日期部分',
  },
  regexInvalid: { en: 'The regular expression is not valid', zh: '正则表达式不正确' },
  regexUnsafe: {
    en: 'The regular expression may run too long: no repetition or alternation inside a repeated group, no back-references, at most 200 characters',
    zh: '正则表达式可能执行过久：重复的分组内不能再有重复或选择分支，不能使用反向引用，最多200个字符',
  },
  regexTimeout: { en: 'The rule took too long to check the value', zh: '规则校验超时' },
  lengthRangeInvalid: { en: 'The minimum length is greater than the maximum', zh: '最小长度不能大于最大长度' },
  checkRuleFailed: { en: 'The value does not pass the rule', zh: '该值未通过校验规则' },
  checkRulePassed: { en: 'The value passes the rule', zh: '校验通过' },
  // Identity and access: tenants, phone / CAS / third-party login, data rules, user import
  tenantNotAllowed: { en: 'You do not belong to this tenant', zh: '您不属于该租户' },
  tenantNotExist: { en: 'The tenant does not exist', zh: '租户不存在' },
  mobileInvalid: { en: 'The mobile number is not valid', zh: '手机号格式不正确' },
  phoneNotDuplicate: { en: 'The mobile number is already in use', zh: '手机号已被使用' },
  smsSent: {
    en: 'If the number belongs to an account, a code was sent to it',
    zh: '如该手机号已绑定账号，验证码已发送',
  },
  smsTooFrequent: {
    en: 'A code was sent recently; please wait before asking again',
    zh: '验证码发送过于频繁，请稍后再试',
  },
  smsCodeInvalid: { en: 'The text-message code is wrong or has expired', zh: '短信验证码错误或已过期' },
  errorSendingSms: { en: 'The text message could not be sent', zh: '短信发送失败' },
  loginMethodDisabled: { en: 'This sign-in method is not enabled', zh: '未启用该登录方式' },
  casTicketInvalid: { en: 'The CAS ticket could not be validated', zh: 'CAS票据校验失败' },
  thirdLoginFailed: { en: 'The third-party sign-in failed', zh: '第三方登录失败' },
  externalUserNotBound: {
    en: 'No account here matches this sign-in; ask an administrator',
    zh: '没有与该登录账号对应的本系统用户，请联系管理员',
  },
  loginTicketInvalid: { en: 'The sign-in link is invalid or has expired', zh: '登录凭证无效或已过期' },
  dataRuleNotExist: { en: 'The data rule does not exist', zh: '数据规则不存在' },
  dataRuleNotSupported: {
    en: 'Data rules are not supported on this menu',
    zh: '该菜单不支持数据规则',
  },
  dataRuleColumnInvalid: { en: 'This column cannot be used in a data rule', zh: '该字段不能用于数据规则' },
  dataRuleConditionInvalid: { en: 'This condition does not suit the column', zh: '该条件不适用于此字段' },
  dataRuleValueInvalid: { en: 'The value does not suit the column and condition', zh: '规则值与字段和条件不匹配' },
  importDuplicateInFile: { en: 'The value appears twice in the file', zh: '文件中存在重复值' },
  importTooManyRows: { en: 'At most 2,000 rows can be imported at once', zh: '一次最多导入2000行' },
  // Files (OSS list), gateway routes, account center
  fileInUse: { en: 'The file is in use and cannot be deleted', zh: '文件正在使用中，不能删除' },
  storageUnavailable: { en: 'The file storage is not reachable', zh: '文件存储不可用' },
  storageFull: { en: 'The file storage is full; the file was not saved', zh: '文件存储空间已满，文件未保存' },
  uploadMalformed: {
    en: 'The upload could not be read: the form data is malformed',
    zh: '无法读取上传内容：表单数据格式有误',
  },
  gatewayPrefixInvalid: {
    en: 'Use letters, digits, - and _ in segments separated by /',
    zh: '路径前缀只能包含字母、数字、-和_，以/分隔',
  },
  gatewayUpstreamInvalid: {
    en: 'Enter an http or https URL without user name, password or fragment',
    zh: '请输入不含用户名、密码和片段的http或https地址',
  },
  avatarTypeInvalid: {
    en: 'The avatar must be a PNG, JPEG, GIF or WebP image',
    zh: '头像必须是PNG、JPEG、GIF或WebP图片',
  },
  mailboxUnchanged: { en: 'This is already your mailbox', zh: '该邮箱已是您的邮箱' },
  mailboxCodeSent: { en: 'A verification code was sent to the new mailbox', zh: '验证码已发送到新邮箱' },
  mailboxChanged: { en: 'The mailbox was changed', zh: '邮箱已修改' },
  cannotRevokeCurrentSession: {
    en: 'This is the session you are using; sign out instead',
    zh: '这是您当前使用的会话，请使用退出登录',
  },
  sessionRevoked: { en: 'The session was ended', zh: '会话已结束' },
  // Homepage content
  carouselAtLeastOne: { en: 'Add at least one carousel image', zh: '至少需要一张轮播图' },
  carouselImageOnly: {
    en: 'Carousel images must be PNG, JPEG, GIF or WebP images',
    zh: '轮播图必须是PNG、JPEG、GIF或WebP图片',
  },
  carouselImageTooLarge: { en: 'Each carousel image must be under 10 MB', zh: '每张轮播图必须小于10MB' },
  videoNotMp4: { en: 'The video must be an MP4 file', zh: '视频必须是MP4文件' },
  videoTooLarge: { en: 'The video must be at most 50 MB', zh: '视频不能超过50MB' },
  membersNotPng: { en: 'The members image must be a PNG file', zh: '成员图片必须是PNG文件' },
  membersTooLarge: { en: 'The members image must be at most 50 MB', zh: '成员图片不能超过50MB' },
  homeFileNotUsable: {
    en: 'This file was not uploaded for this place; upload it again',
    zh: '该文件不是为此位置上传的，请重新上传',
  },
  // Online reports and data sources
  dataSourceNotExist: { en: 'The data source does not exist', zh: '数据源不存在' },
  dataSourceInUse: { en: 'Reports still use this data source', zh: '仍有报表使用该数据源' },
  dataSourceConnectFailed: { en: 'The connection failed', zh: '数据源连接失败' },
  // The one answer for any outbound connection that failed or was refused (the reason is in the server log)
  couldNotConnect: { en: 'Could not connect', zh: '无法连接' },
  dataSourceSignInFailed: {
    en: 'The database refused the user name, password or database name',
    zh: '数据库拒绝了用户名、密码或数据库名',
  },
  dataSourceConnected: { en: 'Connected successfully', zh: '数据源连接成功' },
  dataSourceKeyMissing: {
    en: 'Set DATA_SOURCE_KEY before storing a data source password',
    zh: '请先设置 DATA_SOURCE_KEY 再保存数据源密码',
  },
  dataSourcePasswordUnreadable: {
    en: 'The stored password cannot be decrypted; enter it again',
    zh: '已保存的数据源密码无法解密，请重新输入',
  },
  reportNotExist: { en: 'The report does not exist', zh: '报表不存在' },
  reportSqlNotSelect: {
    en: 'Only one SELECT statement (or WITH … SELECT) is accepted',
    zh: '只允许单条 SELECT 查询语句（或 WITH … SELECT）',
  },
  reportSqlForbidden: {
    en: 'The SQL uses a statement, function or table that reports may not use',
    zh: 'SQL 中含有报表不允许使用的语句、函数或表',
  },
  reportSqlParamInLiteral: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the parameter syntax of report SQL
    en: "Put parameters outside quotes, e.g. like '%' || ${name} || '%' (MySQL: concat('%', ${name}, '%'))",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the parameter syntax of report SQL
    zh: "参数须写在引号之外，例如 like '%' || ${name} || '%'（MySQL：concat('%', ${name}, '%')）",
  },
  reportParamUnknown: { en: 'The SQL uses a parameter that is not defined', zh: 'SQL 中使用了未定义的参数' },
  reportNameClash: { en: 'A parameter or column name is used twice', zh: '参数名或列名重复' },
  reportSqlFailed: { en: 'The report query failed', zh: '报表查询失败' },
  reportWriteRefused: { en: 'Reports may only read data', zh: '报表只能读取数据' },
  reportTimeout: { en: 'The report query took too long and was stopped', zh: '报表查询超时，已终止' },
  reportReaderUnset: {
    en: 'Reports on the platform database need REPORT_DATABASE_URL (a login role of their own); ask the administrator',
    zh: '平台数据库上的报表需要设置 REPORT_DATABASE_URL（报表专用的登录角色），请联系管理员',
  },
  // Success keys
  success: { en: 'Success', zh: '操作成功' },
  addSuccess: { en: 'Added successfully', zh: '添加成功' },
  editSuccess: { en: 'Saved successfully', zh: '编辑成功' },
  deleteSuccess: { en: 'Deleted successfully', zh: '删除成功' },
  uploadSuccess: { en: 'Uploaded successfully', zh: '上传成功' },
  uploadStarted: {
    en: 'The file is received; it is read in the background (see the import history)',
    zh: '文件已接收，正在后台处理（见导入记录）',
  },
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
