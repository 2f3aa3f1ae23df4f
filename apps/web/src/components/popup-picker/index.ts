export { PopupPicker, type PopupPickerProps } from './PopupPicker';
export { checkPopupConfig, popupValues, rowKeyOf, selectionAcceptable } from './popup-config';
export { ReportBrowser } from './ReportBrowser';
export { ReportPopupModal } from './ReportPopupModal';
