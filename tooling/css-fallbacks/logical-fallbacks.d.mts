import type { PluginCreator } from 'postcss';

export declare const logicalFallbacks: PluginCreator<void>;
