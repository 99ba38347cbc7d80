// Types of scripts/build.mjs for the TypeScript that imports it (the e2e suite).
export declare const ROOT: string;
export declare const SERVER_BUNDLE: string;
export declare const CONSOLE_INDEX: string;
export declare const SOURCES: string[];
export declare function buildIsStale(root?: string): boolean;
export declare function buildConsole(root?: string): Promise<void>;
export declare function buildServer(root?: string): Promise<void>;
export declare function buildAll(root?: string): Promise<void>;
