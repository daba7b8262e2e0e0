/** The board's calls, typed by the contract (src/server/modules/pipeline/board/schemas.ts). */
import { TRANSITIONS, type TransitionName } from '../../../common/pipeline.ts';
import { api, type ApiData, type ApiQuery } from '../../../shell/api.ts';
import { http } from '../../../shell/http.ts';

export type Board = ApiData<'/ResumeDeliveryRecord/GetBoard'>;
export type BoardColumn = Board['columns'][number];
export type BoardCard = BoardColumn['cards'][number];
export type PositionOption = ApiData<'/PositionInfo/GetDropDown'>[number];
export type BoardStage = ApiQuery<'/ResumeDeliveryRecord/GetBoardColumn'>['stage'];

export const boardApi = {
  board: (positionId: number) => api.get('/ResumeDeliveryRecord/GetBoard', { positionId }),
  column: (positionId: number, stage: BoardStage, page: number) =>
    api.get('/ResumeDeliveryRecord/GetBoardColumn', { positionId, stage, page }),
  /**
   * A step without fields of its own; a refusal is toasted with the server's message by the client.
   * The call comes from the shared transition table (common/pipeline.ts), not written here.
   */
  move: (call: TransitionName, id: number) => http.post<unknown>(TRANSITIONS[call].call, { ids: [id] }),
};
