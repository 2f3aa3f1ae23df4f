/** A mobile number once spaces and dashes are dropped: digits with an optional leading +. */
export const mobilePattern = /^\+?\d{6,20}$/;

/** The normalisation of a mobile number, as typed and as stored (spaces and dashes dropped). */
export const normalizeMobile = (value: string) => value.trim().replace(/[\s-]/g, '');

/** The server's rule for mobile numbers (`mobileSchema`): digits with an optional +, spaces and dashes ignored. */
export const isMobileNumber = (value: string) => mobilePattern.test(normalizeMobile(value));
