import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

// The dropdown of the console [Spec]: a trigger showing the placeholder or the
// choice (tags in multiple mode), a menu with an optional search box, and a
// clear icon. Controlled; the react-admin input `Select` wraps it.

export const SELECT_PLACEHOLDER = 'Select an option';
export const SEARCH_PLACEHOLDER = 'Search...';
/** Above MUI dialogs (1300), so a select inside a dialog shows its menu on top. */
export const SELECT_MENU_Z_INDEX = 9999;

/** any object with the value and text fields (`id` and `text` by default) */
export type SelectOption = object;
export type SelectValue = string | number | boolean | null;

export interface SelectMenuProps {
  options: readonly SelectOption[];
  /** a single value, or an array in multiple mode */
  value: SelectValue | SelectValue[] | undefined;
  onChange: (value: SelectValue | SelectValue[]) => void;
  multiple?: boolean;
  optionValue?: string;
  optionText?: string;
  placeholder?: string;
  /** shows the search box */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** server-side search; without it the options are filtered here */
  onSearch?: (text: string) => void;
  /** options already chosen that the current (searched) option page may not contain */
  selectedOptions?: readonly SelectOption[];
  disabled?: boolean;
  label?: string;
  error?: boolean;
  helperText?: ReactNode;
  loading?: boolean;
  id?: string;
  fullWidth?: boolean;
}

const same = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

export function SelectMenu({
  options,
  value,
  onChange,
  multiple = false,
  optionValue = 'id',
  optionText = 'text',
  placeholder = SELECT_PLACEHOLDER,
  searchable = false,
  searchPlaceholder = SEARCH_PLACEHOLDER,
  onSearch,
  selectedOptions = [],
  disabled = false,
  label,
  error,
  helperText,
  loading,
  id,
  fullWidth = true,
}: SelectMenuProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const anchorRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');

  const values = useMemo<SelectValue[]>(
    () =>
      multiple ? (Array.isArray(value) ? value : []) : value === undefined || value === null || value === '' ? [] : [value as SelectValue],
    [multiple, value],
  );
  const fieldOf = (option: SelectOption, key: string) => (option as Record<string, unknown>)[key];
  const valueOf = (option: SelectOption) => fieldOf(option, optionValue) as SelectValue;
  const textOf = (option: SelectOption) => String(fieldOf(option, optionText) ?? fieldOf(option, optionValue) ?? '');
  const isChosen = (option: SelectOption) => values.some((v) => same(v, valueOf(option)));

  const chosen = values.map(
    (v) =>
      options.find((o) => same(valueOf(o), v)) ??
      selectedOptions.find((o) => same(valueOf(o), v)) ?? { [optionValue]: v, [optionText]: String(v) },
  );
  const shown = onSearch || !search.trim() ? options : options.filter((o) => textOf(o).toLowerCase().includes(search.trim().toLowerCase()));

  // Closes on a press anywhere outside the trigger and the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (anchorRef.current?.contains(target) || menuRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  const changeSearch = (text: string) => {
    setSearch(text);
    onSearch?.(text);
  };

  const choose = (option: SelectOption) => {
    const v = valueOf(option);
    if (multiple) {
      onChange(isChosen(option) ? values.filter((x) => !same(x, v)) : [...values, v]);
    } else {
      onChange(v);
      setOpen(false);
    }
  };

  const clear = () => {
    onChange(multiple ? [] : null);
    if (search) changeSearch('');
    setOpen(true);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const listboxId = `${baseId}-listbox`;
  return (
    <FormControl fullWidth={fullWidth} error={error} disabled={disabled} margin="dense" size="small" sx={{ minWidth: 200 }}>
      {label && (
        <InputLabel shrink variant="outlined" id={`${baseId}-label`} sx={{ bgcolor: 'background.paper', px: 0.5 }}>
          {label}
        </InputLabel>
      )}
      <Box
        ref={anchorRef}
        id={baseId}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-expanded={open}
        aria-controls={listboxId}
        aria-haspopup="listbox"
        aria-disabled={disabled || undefined}
        aria-labelledby={label ? `${baseId}-label` : undefined}
        aria-invalid={error || undefined}
        onClick={() => !disabled && setOpen((o) => !o)}
        onKeyDown={onTriggerKey}
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 0.5,
          minHeight: 40,
          px: 1.5,
          py: 0.5,
          border: 1,
          borderRadius: 1,
          borderColor: error ? 'error.main' : open ? 'primary.main' : 'divider',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ flex: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
          {chosen.length === 0 && (
            <Typography component="span" color="text.secondary" data-placeholder>
              {placeholder}
            </Typography>
          )}
          {!multiple && chosen.length > 0 && (
            <Typography component="span" noWrap>
              {textOf(chosen[0])}
            </Typography>
          )}
          {multiple &&
            chosen.map((option) => (
              <Chip
                key={String(valueOf(option))}
                size="small"
                label={textOf(option)}
                disabled={disabled}
                onMouseDown={(event) => event.stopPropagation()}
                onClick={(event) => event.stopPropagation()}
                onDelete={disabled ? undefined : () => onChange(values.filter((x) => !same(x, valueOf(option))))}
              />
            ))}
        </Box>
        {chosen.length > 0 && !disabled && (
          <IconButton
            size="small"
            aria-label="Clear"
            onClick={(event) => {
              event.stopPropagation();
              clear();
            }}
          >
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
        <ArrowDropDownIcon color="action" />
      </Box>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        placement="bottom-start"
        style={{ zIndex: SELECT_MENU_Z_INDEX, width: anchorRef.current?.offsetWidth || undefined, minWidth: 200 }}
        data-testid="select-menu"
      >
        <Paper ref={menuRef} elevation={8}>
          {searchable && (
            <Box sx={{ p: 1 }}>
              <TextField
                autoFocus
                fullWidth
                size="small"
                placeholder={searchPlaceholder}
                value={search}
                onChange={(event) => changeSearch(event.target.value)}
                slotProps={{ htmlInput: { 'aria-label': searchPlaceholder } }}
              />
            </Box>
          )}
          <MenuList
            id={listboxId}
            role="listbox"
            aria-multiselectable={multiple || undefined}
            dense
            sx={{ maxHeight: 280, overflow: 'auto' }}
          >
            {shown.map((option) => (
              <MenuItem
                key={String(valueOf(option))}
                role="option"
                aria-selected={isChosen(option)}
                selected={isChosen(option)}
                onClick={() => choose(option)}
              >
                {textOf(option)}
              </MenuItem>
            ))}
            {shown.length === 0 && <MenuItem disabled>{loading ? 'Loading…' : 'No results found'}</MenuItem>}
          </MenuList>
        </Paper>
      </Popper>
    </FormControl>
  );
}
