import { eq } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import {
  announcements,
  categories,
  countries,
  departments,
  onlineReports,
  positions,
  roles,
  seedMarks,
  userDepartments,
  userRoles,
  users,
} from '../schema/index.js';
import { demoReports } from './demo-reports.js';

const markName = 'demo-back-office-v1';

/** A demo account made at first start; its generated password is printed once, like the administrator's. */
export interface DemoAccount {
  username: string;
  password: string;
  role: string;
}

const demoPositions: [string, string, string][] = [
  ['statistician', '统计员', 'Statistician'],
  ['data_manager', '数据管理员', 'Data manager'],
  ['data_reviewer', '数据审核员', 'Data reviewer'],
  ['regional_coordinator', '地区协调员', 'Regional coordinator'],
  ['analyst', '分析师', 'Analyst'],
];

/** A tree of topics (JeecgBoot category codes: A01, A01A01...). */
const demoCategories: { code: string; zh: string; en: string; children: [string, string, string][] }[] = [
  {
    code: 'A01',
    zh: '数据主题',
    en: 'Data topics',
    children: [
      ['A01A01', '人口与城市化', 'Population and urbanisation'],
      ['A01A02', '经济', 'Economy'],
      ['A01A03', '能源与排放', 'Energy and emissions'],
    ],
  },
  {
    code: 'A02',
    zh: '文档类型',
    en: 'Document types',
    children: [
      ['A02A01', '城市简介', 'City profile'],
      ['A02A02', '数据说明', 'Data notes'],
    ],
  },
];

const demoAnnouncements = [
  {
    title: 'Welcome to the APEC City Statistics demo · 欢迎使用APEC城市统计演示平台',
    content:
      '<p>This platform is running with its demo dataset: real published figures of the 21 APEC economies and their cities (UN World Urbanization Prospects 2018, U.S. BEA, World Bank, Our World in Data).</p><p>本平台正在使用演示数据集：亚太经合组织21个经济体及其城市的真实公开数据（联合国《世界城市化展望2018》、美国经济分析局、世界银行、Our World in Data）。</p>',
    priority: 'L',
  },
  {
    title: 'New: city populations 1950-2035 · 新增：1950-2035年城市人口',
    content:
      '<p>Urban agglomeration populations of 918 cities from 1950, with UN projections to 2035, are in the data query and on the home page.</p><p>918个城市群自1950年以来的人口（含联合国至2035年的预测）已加入数据查询并展示在首页。</p>',
    priority: 'M',
  },
  {
    title: 'Data review: please examine pending uploads · 数据审核：请审核待审数据',
    content:
      '<p>Reviewers: uploaded values wait in Examine until they are passed or rejected.</p><p>审核员：上传的数据在“数据审核”中等待通过或驳回。</p>',
    priority: 'H',
  },
];

/**
 * Demo content of the back office (only with SEED_DEMO_DATA): positions, categories, two online reports over the
 * statistics (the `reports` views), announcements, and a demo reviewer and regional administrator
 * of China with generated passwords, returned so that start-up prints them once. Runs once per database (seed mark)
 * after the identity seed; what an administrator deletes later stays deleted. Scheduled jobs need no demo: the jobs
 * module seeds its four default jobs on every install (a demo copy of one would run the same work twice).
 */
export async function seedDemoBackOffice(db: Db): Promise<{ accounts: DemoAccount[] }> {
  if ((await db.select().from(seedMarks).where(eq(seedMarks.name, markName))).length) return { accounts: [] };
  const accounts: DemoAccount[] = [
    { username: 'demo_reviewer', password: generatePassword(), role: 'reviewer' },
    { username: 'demo_china_admin', password: generatePassword(), role: 'regional_admin' },
  ];
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));
  const made = new Set<string>();
  const created = await db.transaction(async (tx) => {
    const [mark] = await tx.insert(seedMarks).values({ name: markName }).onConflictDoNothing().returning();
    if (!mark) return false; // another instance did it
    await tx
      .insert(positions)
      .values(demoPositions.map(([code, nameZh, nameEn]) => ({ code, nameZh, nameEn })))
      .onConflictDoNothing();
    for (const [sort, group] of demoCategories.entries()) {
      const [parent] = await tx
        .insert(categories)
        .values({ code: group.code, nameZh: group.zh, nameEn: group.en, sort })
        .onConflictDoNothing()
        .returning({ id: categories.id });
      if (!parent) continue;
      await tx
        .insert(categories)
        .values(
          group.children.map(([code, nameZh, nameEn], i) => ({ parentId: parent.id, code, nameZh, nameEn, sort: i })),
        )
        .onConflictDoNothing();
    }
    await tx.insert(onlineReports).values(demoReports).onConflictDoNothing();
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await tx.insert(announcements).values(
      demoAnnouncements.map((a) => ({
        ...a,
        category: '1',
        recipientType: 'ALL',
        sendStatus: '1',
        sendTime: new Date(),
        sender: admin?.id ?? null,
      })),
    );

    const [china] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.code, 'CHN'));
    const [root] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.orgCode, 'A01'));
    const roleRows = await tx.select({ id: roles.id, code: roles.code }).from(roles);
    const roleId = (code: string) => roleRows.find((r) => r.code === code)?.id;
    const profiles = {
      demo_reviewer: { realname: 'Demo reviewer', post: 'data_reviewer', countryId: null, areaAdminKey: null },
      demo_china_admin: {
        realname: 'Demo regional administrator (China)',
        post: 'regional_coordinator',
        countryId: china?.id ?? null,
        areaAdminKey: china ? `country:${china.id}` : null,
      },
    };
    for (const [i, account] of accounts.entries()) {
      const profile = profiles[account.username as keyof typeof profiles];
      const role = roleId(account.role);
      // A regional administrator needs an area free of another administrator; without one it is not made.
      if (!role || (account.role === 'regional_admin' && !profile.areaAdminKey)) continue;
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, account.username));
      if (taken) continue;
      if (profile.areaAdminKey) {
        const [holder] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.areaAdminKey, profile.areaAdminKey));
        if (holder) continue;
      }
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          realname: profile.realname,
          passwordHash: hashes[i] as string,
          approval: 'approved',
          post: profile.post,
          countryId: profile.countryId,
          areaAdminKey: profile.areaAdminKey,
          orgCode: 'A01',
        })
        .returning({ id: users.id });
      if (!user) continue;
      await tx.insert(userRoles).values({ userId: user.id, roleId: role });
      if (root) await tx.insert(userDepartments).values({ userId: user.id, departmentId: root.id });
      made.add(account.username);
    }
    return true;
  });
  if (!created) return { accounts: [] };
  return { accounts: accounts.filter((a) => made.has(a.username)) };
}
