/** Who may call through a gateway route: anyone, or any signed-in user (the token is checked, never forwarded). */
export const gatewayAccesses = ['public', 'session'] as const;
export type GatewayAccess = (typeof gatewayAccesses)[number];

/** Limits of a gateway route's timeout (ms); the default is 30 s, the SPEC's request timeout the maximum. */
export const gatewayTimeout = { min: 1000, max: 1_800_000, default: 30_000 } as const;
