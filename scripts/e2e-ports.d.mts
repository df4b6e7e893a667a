export declare const e2ePorts: {
  offline: number;
  storybook: number;
  real: number;
  api: number;
  swap: number;
};
export declare const e2eApiBaseUrl: string;
