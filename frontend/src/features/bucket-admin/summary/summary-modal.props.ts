/** What each summary modal receives. */
export interface SummaryModalProps {
  readonly bucket: string;
  readonly onClose: () => void;
}
