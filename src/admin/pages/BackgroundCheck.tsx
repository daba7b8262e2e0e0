/** 背景调查 (menu 415, key `backgroundCheck`): see src/admin/pages/background/BackgroundCheckPage.tsx. */
import { BackgroundCheckPage } from './background/BackgroundCheckPage.tsx';

export default BackgroundCheckPage;
