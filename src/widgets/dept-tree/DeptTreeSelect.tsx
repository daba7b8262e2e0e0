/**
 * The department picker (the seeds' department tree select): a field showing the chosen
 * department, opening a searchable tree of the caller's company (SysTenement/GetTenementTree).
 * The value is the department's id. Enter, Space or Down opens it, Escape closes it and gives the
 * focus back to the field; on a phone the popup takes the screen's width.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover, { type PopoverActions } from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { useWidgetsT } from '../i18n.ts';
import { DeptTreePanel } from './DeptTreePanel.tsx';
import { findDept, pathText, type DeptNode } from './tree.ts';
import { useDeptTree } from './useDeptTree.ts';

export type { DeptNode };

export interface DeptTreeSelectProps {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  label?: ReactNode;
  /** Default: 请选择部门 (the seeds' 'please choose department'). */
  placeholder?: string;
  required?: boolean;
  /** Show a clear button when a department is chosen (default: unless required). */
  clearable?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  id?: string;
  /** The tree to pick from; when left out it comes from SysTenement/GetTenementTree. */
  nodes?: readonly DeptNode[];
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

function shownText(nodes: readonly DeptNode[] | null, value: number | null | undefined) {
  if (value === null || value === undefined || !nodes) return { text: '', title: undefined };
  const dept = findDept(nodes, value);
  // A department deleted since still shows as something rather than as an empty field.
  return dept ? { text: dept.tenementName, title: pathText(nodes, value) } : { text: `#${value}`, title: undefined };
}

export function DeptTreeSelect(props: DeptTreeSelectProps) {
  const {
    value,
    onChange,
    onBlur,
    label,
    placeholder,
    required = false,
    clearable = !required,
    disabled = false,
    error,
    helperText,
    fullWidth = true,
    nodes,
  } = props;
  const t = useWidgetsT();
  const autoId = useId();
  const id = props.id ?? `dept-${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const state = useDeptTree(nodes);
  const root = useRef<HTMLDivElement>(null);
  // The field's box when open: the popup hangs under it and takes its width.
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const open = anchor !== null;
  const popover = useRef<PopoverActions>(null);
  // The popup grows as departments open: keep it on the screen (a phone's bottom edge above all).
  const reposition = useCallback(() => popover.current?.updatePosition(), []);
  const shown = shownText(state.status === 'ready' ? state.nodes : null, value);
  const hasValue = value !== null && value !== undefined;

  const openPicker = () => !disabled && setAnchor(root.current);
  const close = () => {
    setAnchor(null);
    onBlur?.();
  };
  const pick = (dept: number) => {
    onChange(dept);
    close();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!OPEN_KEYS.has(e.key) || open) return;
    e.preventDefault();
    openPicker();
  };
  const clear = (
    <IconButton
      size="small"
      aria-label={t('deptTree.clear')}
      title={t('deptTree.clear')}
      onClick={(e) => {
        e.stopPropagation();
        onChange(null);
      }}
      edge="end"
    >
      <ClearIcon fontSize="small" />
    </IconButton>
  );

  return (
    <>
      <TextField
        ref={root}
        id={id}
        label={label}
        value={shown.text}
        placeholder={placeholder ?? t('deptTree.placeholder')}
        required={required}
        disabled={disabled}
        error={error}
        helperText={helperText}
        fullWidth={fullWidth}
        onClick={openPicker}
        title={shown.title}
        slotProps={{
          inputLabel: { shrink: true },
          // Keys on the input only: Enter on the clear button must still press it.
          htmlInput: {
            readOnly: true,
            onKeyDown,
            role: 'combobox',
            'aria-haspopup': 'tree',
            'aria-expanded': open,
            'aria-controls': open ? `${id}-tree` : undefined,
            'data-testid': 'dept-tree-select',
            style: { cursor: disabled ? 'default' : 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {clearable && hasValue && !disabled && clear}
                <ArrowDropDownIcon
                  sx={{ color: 'action.active', transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .15s' }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        action={popover}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: Math.max(anchor?.clientWidth ?? 0, 260), maxWidth: 'calc(100vw - 16px)', mt: 0.5 } } }}
      >
        <Box data-testid="dept-tree-popup" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <DeptTreePanel id={id} state={state} value={value ?? null} onPick={pick} onResize={reposition} />
        </Box>
      </Popover>
    </>
  );
}
