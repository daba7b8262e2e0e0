/** 个人数据请求 (resources/privacy-request.json): 处理 only on a pending request (the server answers 1491 otherwise). */
import type { RaRecord } from 'react-admin';
import { PRIVACY_REQUEST_STATE } from '../../../common/privacy.ts';
import './i18n.ts';

export const buttonLabels = { process: 'privacy:admin.process' };

export const rowButtonHidden = (record: RaRecord, button: string): boolean =>
  button === 'process' && record.state !== PRIVACY_REQUEST_STATE.pending;
