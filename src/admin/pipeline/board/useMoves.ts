/**
 * Moving a card: a step without fields is sent at once (the card shown in its new column meanwhile;
 * a refusal, toasted by the client with the server's message, puts it back); a step with fields
 * opens the transition dialog, and closing it without moving puts the card back. Either way the
 * board is read again so counts and order are the server's.
 */
import { useCallback, useState } from 'react';
import { stageName } from '../../../common/pipeline.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { boardApi, type BoardCard } from './api.ts';
import { useBoardT } from './i18n.ts';
import { needsDialog, type MoveTarget } from './moves.ts';
import type { Pending } from './useBoard.ts';

export interface MovesDeps {
  refresh: () => Promise<void>;
  setPending: (p: Pending | null) => void;
}

export function useMoves({ refresh, setPending }: MovesDeps) {
  const t = useBoardT();
  const [dialog, setDialog] = useState<{ card: BoardCard; target: MoveTarget } | null>(null);

  const send = useCallback(
    async (card: BoardCard, target: MoveTarget) => {
      setPending({ card, to: target.stage });
      try {
        await boardApi.move(target.call, card.id);
        toastSuccess(t('moved', { name: card.name, stage: stageName(target.stage, currentLang()) }));
      } catch {
        setPending(null);
      }
      await refresh();
      setPending(null);
    },
    [refresh, setPending, t],
  );

  const move = useCallback(
    (card: BoardCard, target: MoveTarget) => {
      if (!needsDialog(target.call)) return void send(card, target);
      setPending({ card, to: target.stage });
      setDialog({ card, target });
    },
    [send, setPending],
  );

  const closeDialog = useCallback(
    (done: boolean) => {
      setDialog(null);
      if (!done) setPending(null);
      else void refresh().then(() => setPending(null));
    },
    [refresh, setPending],
  );

  return { dialog, move, closeDialog };
}
