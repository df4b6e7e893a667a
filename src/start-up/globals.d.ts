/** Set by webpack's DefinePlugin (and by Jest's globals): the stored picture's format (build/picture-format.ts). */
declare const __PICTURE_FORMAT__: string;
