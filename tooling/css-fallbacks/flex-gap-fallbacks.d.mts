import type { PluginCreator } from 'postcss';

export declare const flexGapFallbacks: PluginCreator<void>;
