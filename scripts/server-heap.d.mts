export declare const serverHeapMb: number;
export declare function serverNodeOptions(env?: NodeJS.ProcessEnv): string[];
