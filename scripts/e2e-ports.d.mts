export declare const e2ePorts: {
  offline: number;
  storybook: number;
  real: number;
  api: number;
  swap: number;
  installed: number;
  update: number;
  installable: number;
  development: number;
};
export declare const e2eApiBaseUrl: string;
