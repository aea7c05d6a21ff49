/** The generic confirmation: confirmText('delete', 'banner') → "Are you sure you want to delete this banner?" */
export function confirmText(action: string, item: string): string {
  return `Are you sure you want to ${action} this ${item}?`;
}
