import './theme/global.css.js';

export {
  vars,
  type ThemeTokens,
  type ThemeOverrides,
  type MerchantTheme,
  sharedTokens,
  systemFontStack,
  extendTokens,
  themeCss,
  contrastRatio,
  contrastPairs,
} from './theme/index.js';
export { Header, type HeaderProps } from './components/Header/Header.js';
export { TextField, type TextFieldProps } from './components/TextField/TextField.js';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField.js';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField/SelectField.js';
export { HeadIconPicker, type HeadIconPickerProps, type HeadIconOption } from './components/HeadIconPicker/HeadIconPicker.js';
export { DialCodePicker, type DialCodePickerProps, type DialCodeCountry } from './components/DialCodePicker/DialCodePicker.js';
export { SmsCodeField, type SmsCodeFieldProps, type SmsCodeFieldLabels } from './components/SmsCodeField/SmsCodeField.js';
export { CaptchaField, captchaSource, type CaptchaFieldProps } from './components/CaptchaField/CaptchaField.js';
export { BirthdayPicker, BIRTHDAY_FIRST_YEAR, type BirthdayPickerProps, type BirthdayPickerLabels } from './components/BirthdayPicker/BirthdayPicker.js';
export { AgreementCheckbox, type AgreementCheckboxProps } from './components/AgreementCheckbox/AgreementCheckbox.js';
export { Popup, type PopupProps, type PopupPlacement } from './components/Popup/Popup.js';
export { BottomSheet, SHEET_SWIPE_THRESHOLD_PX, type BottomSheetProps } from './components/BottomSheet/BottomSheet.js';
export { Toaster, toastDurations, type ToasterProps, type ToastItem, type ToastKind } from './components/Toast/Toast.js';
export { LoadingScreen, type LoadingScreenProps } from './components/LoadingScreen/LoadingScreen.js';
export {
  Skeleton,
  SkeletonGroup,
  GameGridSkeleton,
  type SkeletonProps,
  type SkeletonGroupProps,
  type GameGridSkeletonProps,
} from './components/Skeleton/Skeleton.js';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.js';
export { UnreadBadge, UNREAD_BADGE_MAX, formatUnreadCount, type UnreadBadgeProps } from './components/UnreadBadge/UnreadBadge.js';
export { Accordion, type AccordionProps, type AccordionItem } from './components/Accordion/Accordion.js';
export { GameCard, canFavourite, type GameCardProps, type GameCardGame, type GameCardLabels } from './components/GameCard/GameCard.js';
export { GameRow, ROW_CARDS_PER_FRAME, ROW_SCROLL_CARDS, type GameRowProps, type GameRowLabels } from './components/GameRow/GameRow.js';
export { GameGrid, LOAD_MORE_DISTANCE_PX, LOAD_MORE_THROTTLE_MS, type GameGridProps, type GameGridLabels } from './components/GameGrid/GameGrid.js';
export {
  BalanceDisplay,
  formatBalance,
  BALANCE_MASK,
  type BalanceDisplayProps,
  type BalanceDisplayLabels,
} from './components/BalanceDisplay/BalanceDisplay.js';
export { HomeHeader, type HomeHeaderProps, type HomeHeaderLabels } from './components/HomeHeader/HomeHeader.js';
export { FooterBar, type FooterBarProps, type FooterBarItem } from './components/FooterBar/FooterBar.js';
export { Icon, type IconName, type IconProps } from './internal/icons.js';
export { SideMenu, type SideMenuProps, type SideMenuItem, type SideMenuLabels, type VipPromoItem } from './components/SideMenu/SideMenu.js';
export { MenuGrid, type MenuGridProps, type MenuGridItem } from './components/MenuGrid/MenuGrid.js';
export { FloatingServiceMenu, type FloatingServiceMenuProps, type FloatingServiceMenuItem } from './components/FloatingServiceMenu/FloatingServiceMenu.js';
export { CategoryTabs, type CategoryTabsProps, type CategoryTab } from './components/CategoryTabs/CategoryTabs.js';
export { CategorySideMenu, type CategorySideMenuProps, type CategorySideMenuItem } from './components/CategorySideMenu/CategorySideMenu.js';
export { Button, buttonClass, type ButtonLook, type ButtonProps, type ButtonVariant } from './components/Button/Button.js';
export { VendorGrid, type VendorGridProps, type VendorGridItem } from './components/VendorGrid/VendorGrid.js';
export { VendorTabs, type VendorTabsProps, type VendorTab } from './components/VendorTabs/VendorTabs.js';
export { SearchBox, SEARCH_DEBOUNCE_MS, type SearchBoxProps, type SearchBoxLabels } from './components/SearchBox/SearchBox.js';
export {
  AnnouncementMarquee,
  MARQUEE_FPS,
  marqueeMotion,
  type MarqueeMotion,
  type AnnouncementMarqueeProps,
  type MarqueeItem,
} from './components/AnnouncementMarquee/AnnouncementMarquee.js';
export { BannerCarousel, BANNER_AUTOPLAY_MS, type BannerCarouselProps, type Banner } from './components/BannerCarousel/BannerCarousel.js';
export {
  LoginForm,
  type LoginFormProps,
  type LoginFormValues,
  type LoginFormLabels,
  type LoginFormField,
  type LoginMethod,
} from './components/LoginForm/LoginForm.js';
export type { SocialProvider } from './internal/form.js';
export { JackpotCounter, type JackpotCounterProps } from './components/JackpotCounter/JackpotCounter.js';
export { WinnerBoard, WINNER_AUTOPLAY_MS, type WinnerBoardProps, type WinnerBoardLabels, type WinnerEntry } from './components/WinnerBoard/WinnerBoard.js';
export {
  RegisterForm,
  REGISTER_FIELDS,
  type RegisterFormProps,
  type RegisterFormValues,
  type RegisterFormLabels,
  type RegisterField,
  type RegisterFieldSet,
  type RegisterMethod,
} from './components/RegisterForm/RegisterForm.js';
export { LanguagePicker, type LanguagePickerProps, type LanguageOption } from './components/LanguagePicker/LanguagePicker.js';
export { Flag, languageFlagRegion, hasFlag } from './components/LanguagePicker/flags.js';
export {
  ForgotPasswordForm,
  defaultForgotPasswordMethod,
  type ForgotPasswordFormProps,
  type ForgotPasswordFormLabels,
  type ForgotPasswordValues,
  type ForgotPasswordField,
  type ForgotPasswordMethod,
} from './components/ForgotPasswordForm/ForgotPasswordForm.js';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordFormLabels,
  type ChangePasswordValues,
  type ChangePasswordField,
} from './components/ChangePasswordForm/ChangePasswordForm.js';
export { ProviderPickerPopup, type ProviderPickerPopupProps, type ProviderPickerLabels } from './components/ProviderPickerPopup/ProviderPickerPopup.js';
export {
  GameFilterPopup,
  emptyGameFilter,
  type GameFilterPopupProps,
  type GameFilterSelection,
  type GameFilterOption,
  type GameFilterLabels,
} from './components/GameFilterPopup/GameFilterPopup.js';
export { AppDownloadPopup, type AppDownloadPopupProps, type AppDownloadEntry, type AppDownloadKind } from './components/AppDownloadPopup/AppDownloadPopup.js';
export { LicencePopup, type LicencePopupProps, type LicenceImage } from './components/LicencePopup/LicencePopup.js';
export {
  ResponsibleGamingNotice,
  type ResponsibleGamingNoticeProps,
  type ResponsibleGamingLabels,
} from './components/ResponsibleGamingNotice/ResponsibleGamingNotice.js';
export {
  ImagePicker,
  IMAGE_PICKER_EXTENSIONS,
  isAcceptedImage,
  type ImagePickerProps,
  type ImagePickerLabels,
  type PickedImage,
} from './components/ImagePicker/ImagePicker.js';
export { DrawNumbers, type DrawNumbersProps } from './components/DrawNumbers/DrawNumbers.js';
export { PrizeTable, type PrizeTableProps, type PrizeTableRow } from './components/PrizeTable/PrizeTable.js';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.js';
export { visuallyHidden } from './internal/a11y.css.js';
export { Stack, type StackProps, type Space } from './components/Stack/Stack.js';
export { Inline, type InlineProps } from './components/Inline/Inline.js';
export { Text, type TextProps } from './components/Text/Text.js';
export { Heading, type HeadingProps, type HeadingLevel } from './components/Heading/Heading.js';
export { AsyncContent, type AsyncContentProps, type AsyncContentLabels, type AsyncResult } from './components/AsyncContent/AsyncContent.js';
