/**
 * 附件简历: PDF resumes (at most five), uploaded, previewed with pdf.js, deleted after the seeds'
 * confirmation. The server judges each upload by its content; the page only spares a pointless one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { RECRUITING_LIMITS } from '../../../../common/recruiting.ts';
import { toastError, toastSuccess } from '../../../../shell/dialogs.tsx';
import { useWidgetsT } from '../../../../widgets/i18n.ts';
import { acceptAttr, hasAllowedType, isTooLarge, typesText } from '../../../../widgets/upload/rules.ts';
import { PdfPreviewDialog } from '../../../../widgets/pdf-preview/PdfPreviewDialog.tsx';
import { deleteAttachment, getAttachments, uploadAttachment } from '../../../resume-api/resume.ts';
import { fetchFileBlob } from '../../../resume-api/files.ts';
import type { Attachment } from '../../../resume-api/types.ts';
import { useDeleteConfirm } from '../shared/useDeleteConfirm.tsx';
import { EmptyHint } from '../shared/SectionCard.tsx';
import { formatDateTime, formatSize } from './format.ts';

const PDF: readonly string[] = ['pdf'];
const MAX_MB = RECRUITING_LIMITS.attachmentBytesMax / 1024 / 1024;

function AttachmentRow({ item, onPreview, onDelete }: { item: Attachment; onPreview: () => void; onDelete: () => void }) {
  const { t } = useTranslation('resume');
  return (
    <Box
      data-testid="attachment-item"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <PictureAsPdfIcon sx={{ color: '#e5484d', fontSize: 32, flex: 'none' }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap title={item.name} sx={{ fontWeight: 600 }} data-testid="attachment-name">
          {item.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatSize(item.size)} · {formatDateTime(item.createdAt)}
        </Typography>
      </Box>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
        <Button size="small" startIcon={<VisibilityOutlinedIcon />} onClick={onPreview} data-testid="attachment-preview">
          {t('actions.preview')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete} data-testid="attachment-delete">
          {t('actions.delete')}
        </Button>
      </Box>
      <Box sx={{ display: { xs: 'flex', sm: 'none' } }}>
        <IconButton aria-label={t('actions.preview')} onClick={onPreview} data-testid="attachment-preview-m">
          <VisibilityOutlinedIcon />
        </IconButton>
        <IconButton aria-label={t('actions.delete')} color="error" onClick={onDelete} data-testid="attachment-delete-m">
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

function useAttachments() {
  const [list, setList] = useState<Attachment[] | null>(null);
  const reload = useCallback(() => getAttachments().then(setList, () => setList((l) => l ?? [])), []);
  useEffect(() => void reload(), [reload]);
  return { list, reload };
}

export function AttachmentsPanel() {
  const { t } = useTranslation('resume');
  const wt = useWidgetsT();
  const { list, reload } = useAttachments();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<Attachment | null>(null);
  const confirm = useDeleteConfirm();
  const full = (list?.length ?? 0) >= RECRUITING_LIMITS.attachmentsMax;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!hasAllowedType(file.name, PDF)) return toastError(wt('upload.wrongFileType', { types: typesText(PDF, 'file') }));
    if (isTooLarge(file.size, MAX_MB)) return toastError(wt('upload.fileTooLarge', { n: MAX_MB }));
    setPercent(0);
    try {
      await uploadAttachment(file, { onProgress: (p) => setPercent(p.percent) });
      toastSuccess(t('attachments.uploaded'));
      await reload();
    } catch {
      // Shown by the upload client (wrong content 1106, over five 1148 ...).
    } finally {
      setPercent(null);
    }
  };

  const remove = async (item: Attachment) => {
    if (!(await confirm.ask())) return;
    try {
      await deleteAttachment(item.id);
      toastSuccess(t('attachments.deleted'));
      await reload();
    } catch {
      // Shown by the HTTP client.
    }
  };

  return (
    <Paper variant="outlined" data-testid="attachments" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, flex: 1 }}>
          {t('attachments.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={full || percent !== null}
          onClick={() => input.current?.click()}
          data-testid="attachment-upload"
        >
          {t('attachments.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptAttr(PDF)}
          data-testid="attachment-input"
          onChange={(e) => {
            void upload(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('attachments.hint', { max: RECRUITING_LIMITS.attachmentsMax, n: MAX_MB })}
      </Typography>
      {percent !== null && (
        <LinearProgress variant="determinate" value={percent} aria-label={wt('upload.uploading', { percent })} sx={{ mt: 2 }} />
      )}
      <Box sx={{ mt: 1 }}>
        {list === null ? (
          <LinearProgress sx={{ my: 2 }} />
        ) : list.length === 0 ? (
          <EmptyHint text={t('attachments.empty')} />
        ) : (
          list.map((a) => <AttachmentRow key={a.id} item={a} onPreview={() => setPreview(a)} onDelete={() => void remove(a)} />)
        )}
      </Box>
      <PdfPreviewDialog
        open={preview !== null}
        title={preview?.name ?? ''}
        source={preview?.fullPath ?? ''}
        load={async () => (await fetchFileBlob(preview?.fullPath ?? '')).arrayBuffer()}
        texts={{ loading: t('attachments.loading'), failed: t('attachments.failed'), close: t('actions.close') }}
        onClose={() => setPreview(null)}
      />
      {confirm.dialog}
    </Paper>
  );
}
