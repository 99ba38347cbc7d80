export { Select, type SelectProps } from './Select';
export {
  SelectMenu,
  SELECT_MENU_Z_INDEX,
  SELECT_PLACEHOLDER,
  SEARCH_PLACEHOLDER,
  type SelectMenuProps,
  type SelectOption,
  type SelectValue,
} from './SelectMenu';
