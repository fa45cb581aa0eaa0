import { AssetPicker } from './AssetPicker.js';

export default function ReceivePickerScreen() {
  return <AssetPicker mode="receive" />;
}
