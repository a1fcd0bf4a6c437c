export declare const DEFAULT_MERCHANT: string;
export declare function merchantCodes(): string[];
export declare function merchantOutDir(code: string): string;
export declare function merchantDist(code: string): string;
