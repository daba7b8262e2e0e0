/** 特殊表单 (menu key `specialForm`): placeholder until the page lands. */
export function SpecialFormPage() {
  return null;
}

export default SpecialFormPage;
