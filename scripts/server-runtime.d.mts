/** Types of scripts/server-runtime.mjs (imported by the TypeScript benches). */
export declare const serverNodeArgs: string[];
export declare const serverMallocEnv: Record<string, string>;
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
