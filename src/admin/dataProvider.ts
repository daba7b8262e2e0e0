/** The app's data provider: the generated endpoint map over the shell's http client. */
import { http } from '../shell/http.ts';
import { endpoints } from '../../generated/admin/endpoints.ts';
import { createDataProvider, type RecruitDataProvider } from './data/createDataProvider.ts';

export const dataProvider: RecruitDataProvider = createDataProvider(http, endpoints);
