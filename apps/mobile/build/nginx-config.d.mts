export declare const REVALIDATE_CACHE: string;
export declare const COMPRESSIBLE: RegExp;
export interface HeadersBlock {
  path: string;
  headers: [string, string][];
}
export declare function parseHeadersFile(text: string): HeadersBlock[];
export declare function headersFor(blocks: HeadersBlock[], path: string): Map<string, string>;
export declare function nginxConfig(options: {
  dist: string;
  headers: string;
  port: number;
  host?: string;
  platformUrl: string;
  prefix: string;
  brotli?: string | null;
  otherPaths?: string | null;
}): string;
