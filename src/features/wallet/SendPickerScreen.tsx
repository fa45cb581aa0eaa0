import { AssetPicker } from './AssetPicker.js';

export default function SendPickerScreen() {
  return <AssetPicker mode="send" />;
}
