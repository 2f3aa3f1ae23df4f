import { type PermissionCode, permissions as p } from '@csp/contract';

/** A seeded menu (type 0/1) or button (type 2); `key` is its path (menus) or first code (buttons). */
export interface MenuSeed {
  type: 0 | 1 | 2;
  zh: string;
  en: string;
  path?: string;
  component?: string;
  redirect?: string;
  icon?: string;
  perms?: PermissionCode[];
  hidden?: boolean;
  children?: MenuSeed[];
}

const button = (code: PermissionCode, zh: string, en: string): MenuSeed => ({ type: 2, zh, en, perms: [code] });
const page = (
  path: string,
  component: string,
  zh: string,
  en: string,
  perms: PermissionCode[],
  buttons: MenuSeed[] = [],
) => ({ type: 1, zh, en, path, component, perms, children: buttons }) satisfies MenuSeed;
const crud = (codes: [PermissionCode, PermissionCode, PermissionCode]) => [
  button(codes[0], '添加', 'Add'),
  button(codes[1], '编辑', 'Edit'),
  button(codes[2], '删除', 'Delete'),
];

/**
 * The platform's menu (SPEC §2 "Back-office screens by area"): components are the web app's view
 * names, paths its routes; buttons carry the permission codes routes check.
 */
export const platformMenu: MenuSeed[] = [
  {
    type: 0,
    zh: '首页',
    en: 'Dashboard',
    path: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    icon: 'dashboard',
    children: [button(p.dashboardAnalysis, '查看统计概览', 'View the figures')],
  },
  {
    type: 0,
    zh: '城市数据管理',
    en: 'City data management',
    path: '/city',
    component: 'layouts/RouteView',
    redirect: '/city/data/list',
    icon: 'database',
    children: [
      page(
        '/city/data/list',
        'city/data/CityDataList',
        '城市数据列表',
        'City data',
        [p.cityDataList],
        [
          button(p.cityDataAdd, '添加', 'Add'),
          button(p.cityDataEdit, '编辑', 'Edit'),
          button(p.cityDataDelete, '删除', 'Delete'),
          button(p.cityDataUpload, '上传', 'Upload'),
          button(p.cityDataExport, '导出', 'Export'),
        ],
      ),
      page(
        '/city/info',
        'city/info/CityInfoList',
        '城市信息',
        'City information',
        [p.cityDataList],
        [
          button(p.cityInfoEdit, '编辑城市信息', 'Edit city information'),
          button(p.cityAdd, '添加城市', 'Add cities'),
          button(p.cityEdit, '编辑城市', 'Edit cities'),
          button(p.cityRetire, '停用或恢复城市', 'Retire or restore cities'),
          button(p.cityImport, '导入城市', 'Import cities'),
          button(p.cityExport, '导出城市', 'Export cities'),
        ],
      ),
      page('/city/economy', 'city/economy/EconomyDataList', '国民经济列表', 'National economy', [p.cityDataList]),
      page(
        '/city/examine',
        'city/examine/ExamineList',
        '审核',
        'Examine',
        [p.cityDataExamine],
        [button(p.cityDataExamine, '审核通过或驳回', 'Pass or reject')],
      ),
      page(
        '/city/publish',
        'city/publish/PublishList',
        '发布',
        'Publish',
        [p.cityDataPublish],
        [button(p.cityDataPublish, '发布或撤销发布', 'Publish or unpublish')],
      ),
      page('/city/logs', 'city/logs/DataLogList', '数据日志', 'Data logs', [p.cityDataLog]),
      page('/city/charts', 'city/chart/ChartView', '图表', 'Charts', [p.cityDataList]),
      page(
        '/city/deflator',
        'city/deflator/DeflatorImport',
        'GDP平减指数导入',
        'GDP deflator import',
        [p.deflatorImport],
        [button(p.deflatorExport, '导出', 'Export')],
      ),
    ],
  },
  {
    type: 0,
    zh: '指标与维度管理',
    en: 'Series and dimensions',
    path: '/series',
    component: 'layouts/RouteView',
    redirect: '/series/list',
    icon: 'apartment',
    children: [
      page(
        '/series/list',
        'series/SeriesList',
        '指标列表',
        'Series',
        [p.seriesList],
        [
          ...crud([p.seriesAdd, p.seriesEdit, p.seriesDelete]),
          button(p.seriesImport, '导入', 'Import'),
          button(p.seriesPush, '信息推送', 'Push information'),
        ],
      ),
      page(
        '/series/dimension',
        'series/dimension/DimensionList',
        '维度',
        'Dimensions',
        [p.dimensionList],
        [
          ...crud([p.dimensionAdd, p.dimensionEdit, p.dimensionDelete]),
          button(p.initialDataImport, '导入初始数据', 'Import initial data'),
          button(p.initialDataExport, '导出初始数据', 'Export initial data'),
        ],
      ),
    ],
  },
  {
    type: 0,
    zh: '首页内容管理',
    en: 'Homepage content',
    path: '/home',
    component: 'layouts/RouteView',
    redirect: '/home/content',
    icon: 'home',
    children: [
      page(
        '/home/content',
        'home/HomeContentEdit',
        '首页内容',
        'Homepage content',
        [p.homeContentList],
        [button(p.homeContentEdit, '编辑首页内容', 'Edit homepage content')],
      ),
    ],
  },
  {
    type: 0,
    zh: '系统管理',
    en: 'System',
    path: '/system',
    component: 'layouts/RouteView',
    redirect: '/system/user',
    icon: 'setting',
    children: [
      page(
        '/system/user',
        'system/UserList',
        '用户管理',
        'Users',
        [p.userList],
        [
          ...crud([p.userAdd, p.userEdit, p.userDelete]),
          button(p.userFreeze, '冻结/解冻', 'Freeze / unfreeze'),
          button(p.userApprove, '审核通过', 'Approve'),
          button(p.userChangePassword, '修改密码', 'Change password'),
          button(p.userResetPassword, '重置密码', 'Reset password'),
          button(p.userUnlock, '解除登录锁定', 'Unlock sign-in'),
          button(p.userImport, '导入', 'Import'),
          button(p.userExport, '导出', 'Export'),
        ],
      ),
      page(
        '/system/role',
        'system/RoleList',
        '角色管理',
        'Roles',
        [p.roleList],
        [
          ...crud([p.roleAdd, p.roleEdit, p.roleDelete]),
          button(p.roleAuthorize, '授权', 'Authorize'),
          button(p.roleUsers, '角色用户', 'Role users'),
        ],
      ),
      page(
        '/system/permission',
        'system/PermissionList',
        '菜单管理',
        'Menus and permissions',
        [p.permissionList],
        [
          ...crud([p.permissionAdd, p.permissionEdit, p.permissionDelete]),
          button(p.dataRuleList, '数据规则', 'Data rules'),
          button(p.dataRuleEdit, '编辑数据规则', 'Edit data rules'),
        ],
      ),
      page(
        '/system/depart',
        'system/DepartList',
        '部门管理',
        'Departments',
        [p.departList],
        [...crud([p.departAdd, p.departEdit, p.departDelete])],
      ),
      page(
        '/system/dict',
        'system/DictList',
        '数据字典',
        'Dictionaries',
        [p.dictList],
        [...crud([p.dictAdd, p.dictEdit, p.dictDelete])],
      ),
      page(
        '/system/announcement',
        'system/AnnouncementList',
        '通告管理',
        'Announcements',
        [p.announcementList],
        [
          ...crud([p.announcementAdd, p.announcementEdit, p.announcementDelete]),
          button(p.announcementRelease, '发布/撤销', 'Release / revoke'),
        ],
      ),
      page(
        '/system/position',
        'system/PositionList',
        '职务管理',
        'Positions',
        [p.positionList],
        [...crud([p.positionAdd, p.positionEdit, p.positionDelete])],
      ),
      page(
        '/system/tenant',
        'system/TenantList',
        '租户管理',
        'Tenants',
        [p.tenantList],
        [...crud([p.tenantAdd, p.tenantEdit, p.tenantDelete])],
      ),
      page(
        '/system/category',
        'system/CategoryList',
        '分类字典',
        'Categories',
        [p.categoryList],
        [...crud([p.categoryAdd, p.categoryEdit, p.categoryDelete])],
      ),
      page('/system/loginLog', 'system/LoginLogList', '登录日志', 'Login log', [p.loginLogList]),
      page('/system/opLog', 'system/OperationLogList', '操作日志', 'Operation log', [p.opLogList]),
      page('/system/dataLog', 'system/DataLogList', '数据日志（版本对比）', 'Data log (versions)', [p.dataLogList]),
      page('/system/mailOutbox', 'system/MailOutboxList', '邮件发件箱', 'Mail outbox', [p.mailOutbox]),
      page(
        '/system/ossFile',
        'system/OssFileList',
        '文件管理',
        'Files (OSS)',
        [p.ossList],
        [button(p.ossUpload, '上传', 'Upload'), button(p.ossDelete, '删除', 'Delete')],
      ),
      page(
        '/system/gateway',
        'system/GatewayRouteList',
        '网关路由',
        'Gateway routes',
        [p.gatewayList],
        [...crud([p.gatewayAdd, p.gatewayEdit, p.gatewayDelete])],
      ),
      page(
        '/system/job',
        'system/JobList',
        '定时任务',
        'Scheduled jobs',
        [p.jobList],
        [...crud([p.jobAdd, p.jobEdit, p.jobDelete]), button(p.jobRun, '立即执行', 'Run now')],
      ),
      page(
        '/system/fillRule',
        'system/FillRuleList',
        '填值规则',
        'Fill rules',
        [p.fillRuleList],
        [...crud([p.fillRuleAdd, p.fillRuleEdit, p.fillRuleDelete])],
      ),
      page(
        '/system/checkRule',
        'system/CheckRuleList',
        '校验规则',
        'Check rules',
        [p.checkRuleList],
        [...crud([p.checkRuleAdd, p.checkRuleEdit, p.checkRuleDelete])],
      ),
      page(
        '/system/dataSource',
        'system/DataSourceList',
        '数据源管理',
        'Data sources',
        [p.dataSourceList],
        [
          ...crud([p.dataSourceAdd, p.dataSourceEdit, p.dataSourceDelete]),
          button(p.dataSourceTest, '测试连接', 'Test connection'),
        ],
      ),
    ],
  },
  {
    type: 0,
    zh: '系统监控',
    en: 'Monitoring',
    path: '/monitor',
    component: 'layouts/RouteView',
    redirect: '/monitor/server',
    icon: 'fund',
    children: [
      page('/monitor/server', 'monitor/ServerInfo', '服务器信息', 'Server information', [p.systemMonitor]),
      page('/monitor/requests', 'monitor/RequestTrace', '请求追踪', 'Request trace', [p.systemMonitor]),
    ],
  },
  {
    type: 0,
    zh: '在线开发',
    en: 'Online development',
    path: '/online',
    component: 'layouts/RouteView',
    redirect: '/online/report',
    icon: 'table',
    children: [
      page(
        '/online/report',
        'online/ReportList',
        'Online报表',
        'Online reports',
        [p.onlineReportList],
        [
          ...crud([p.onlineReportAdd, p.onlineReportEdit, p.onlineReportDelete]),
          button(p.onlineReportTest, '测试运行', 'Test run'),
          button(p.onlineReportData, '查看报表数据', 'View report data'),
        ],
      ),
      // The report viewer (?code=…); a menu entry /online/cgreport/<code> with this component shows one report.
      {
        ...page('/online/cgreport', 'online/CgreportAutoList', '报表查看', 'Report view', [p.onlineReportData]),
        hidden: true,
      },
      page(
        '/online/form',
        'online/FormList',
        'Online表单开发',
        'Online forms',
        [p.onlineFormList],
        [
          ...crud([p.onlineFormAdd, p.onlineFormEdit, p.onlineFormDelete]),
          button(p.onlineFormData, '查看表单数据', 'View form data'),
          button(p.onlineFormDataEdit, '编辑表单数据', 'Edit form data'),
        ],
      ),
      // The built-in list view of a form (?code=…); each form's own menu entry /online/cgform/<code> uses it.
      {
        ...page('/online/cgform', 'online/CgformAutoList', '表单查看', 'Form view', [p.onlineFormData]),
        hidden: true,
      },
    ],
  },
  {
    type: 0,
    zh: '我的消息',
    en: 'My announcements',
    path: '/isps/userAnnouncement',
    component: 'system/UserAnnouncementList',
    icon: 'notification',
  },
];

/** What the built-in roles other than `admin` (who holds everything) see: menu paths and button codes. */
export const roleGrants: Record<string, string[]> = {
  regional_admin: [
    '/dashboard/analysis',
    p.dashboardAnalysis,
    '/isps/userAnnouncement',
    '/city/data/list',
    p.cityDataAdd,
    p.cityDataEdit,
    p.cityDataDelete,
    p.cityDataUpload,
    p.cityDataExport,
    '/city/info',
    p.cityInfoEdit,
    p.cityAdd,
    p.cityEdit,
    p.cityRetire,
    p.cityImport,
    p.cityExport,
    '/city/economy',
    '/city/logs',
    '/city/charts',
    '/series/list',
    '/system/user',
    p.userApprove,
    p.userFreeze,
    p.userUnlock,
  ],
  reviewer: [
    '/dashboard/analysis',
    p.dashboardAnalysis,
    '/isps/userAnnouncement',
    '/city/data/list',
    '/city/examine',
    p.cityDataExamine,
    '/city/publish',
    p.cityDataPublish,
    '/city/logs',
    '/city/charts',
    '/series/list',
  ],
  user: ['/dashboard/analysis', '/isps/userAnnouncement'],
};
