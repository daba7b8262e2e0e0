/** The board's calls (wire shapes of src/server/modules/pipeline/board/schemas.ts). */
import { http } from '../../../shell/http.ts';
import { TRANSITIONS, type TransitionName } from '../../../common/pipeline.ts';

export interface BoardCard {
  id: number;
  stage: number;
  step: number;
  name: string;
  source: string | null;
  employeeNo: string | null;
  createdAt: string;
  stageChangedAt: string;
}

export interface BoardColumn {
  stage: number;
  name: string;
  totalCount: number;
  cards: BoardCard[];
}

export interface Board {
  position: { id: number; name: string; recruitmentType: number };
  perPage: number;
  columns: BoardColumn[];
}

export interface PositionOption {
  value: number;
  display: string;
}

export const boardApi = {
  positions: () => http.get<PositionOption[]>('PositionInfo/GetDropDown'),
  board: (positionId: number) => http.get<Board>('ResumeDeliveryRecord/GetBoard', { positionId }),
  column: (positionId: number, stage: number, page: number) =>
    http.get<{ list: BoardCard[]; totalCount: number; page: number; perPage: number }>('ResumeDeliveryRecord/GetBoardColumn', { positionId, stage, page }),
  /** A step without fields of its own; a refusal is toasted with the server's message by the client. */
  move: (call: TransitionName, id: number) => http.post<unknown>(TRANSITIONS[call].call, { ids: [id] }),
};
