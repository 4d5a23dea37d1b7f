import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http-client';

export const dataProvider = simpleRestProvider('/admin/api', httpClient);
