/** The columns of the users spreadsheet (export, and import: password is needed there only). */
export const userSheetColumns = ['username', 'realname', 'email', 'phone', 'password', 'status', 'roles'] as const;

/** The ways in recorded in the login log: password, phone code, CAS ticket, third-party (OAuth) account. */
export const loginMethods = ['password', 'phone', 'cas', 'third'] as const;
export type LoginMethod = (typeof loginMethods)[number];
