/**
 * 简历解析's buttons (resources/resume-parsing.json; the dialogs live in src/admin/pages/parsing):
 * 批量解析 on the toolbar; on a row 处理重复 (a duplicate waiting only), 查看联系方式, and 下载原文件
 * (a kept original only). Each dialog loads on its first use.
 */
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';
import '../../pages/parsing/i18n.ts';

export const commands = {
  batchParsing: lazy(() => import('../../pages/parsing/BatchDialog.tsx')),
  merge: lazy(() => import('../../pages/parsing/MergeDialog.tsx')),
  viewContact: lazy(() => import('../../pages/parsing/ContactDialog.tsx')),
  download: lazy(() => import('../../pages/parsing/DownloadDialog.tsx')),
};

export const buttonLabels = {
  batchParsing: 'parsing:buttons.batchParsing',
  merge: 'parsing:buttons.merge',
  viewContact: 'parsing:buttons.viewContact',
  download: 'parsing:buttons.download',
};

const DUPLICATE = 2;
const REFUSED = 5;

export const rowButtonHidden = (record: RaRecord, button: string): boolean => {
  if (button === 'merge') return record.status !== DUPLICATE;
  if (button === 'download') return record.hasFile !== true;
  if (button === 'viewContact') return record.status === REFUSED;
  return false;
};
