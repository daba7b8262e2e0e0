/** 招聘看板 (menu 312, key `board`): see src/admin/pipeline/board/BoardPage.tsx. */
import { BoardPage } from '../pipeline/board/BoardPage.tsx';

export default BoardPage;
