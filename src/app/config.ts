import { API_PREFIX } from './api-paths';

export const API_BASE_URL = `${__API_BASE_URL__}${API_PREFIX}`;
