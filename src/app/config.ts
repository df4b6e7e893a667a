export const API_BASE_URL = `${__API_BASE_URL__}/api`;
