/**
 * Menu icons by the names the menu data uses. A static map on purpose: importing the icon set by
 * name at run time would put thousands of icons into the bundle. Unknown names get a neutral icon.
 */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountTree from '@mui/icons-material/AccountTree';
import Apartment from '@mui/icons-material/Apartment';
import Article from '@mui/icons-material/ArticleOutlined';
import Assignment from '@mui/icons-material/AssignmentOutlined';
import Badge from '@mui/icons-material/BadgeOutlined';
import BarChart from '@mui/icons-material/BarChart';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import Category from '@mui/icons-material/CategoryOutlined';
import Chat from '@mui/icons-material/ChatOutlined';
import ContactPhone from '@mui/icons-material/ContactPhoneOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Event from '@mui/icons-material/EventOutlined';
import EventAvailable from '@mui/icons-material/EventAvailableOutlined';
import ExitToApp from '@mui/icons-material/ExitToAppOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import Folder from '@mui/icons-material/FolderOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import HowToReg from '@mui/icons-material/HowToRegOutlined';
import Image from '@mui/icons-material/ImageOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalOffer from '@mui/icons-material/LocalOfferOutlined';
import Login from '@mui/icons-material/LoginOutlined';
import MoveToInbox from '@mui/icons-material/MoveToInboxOutlined';
import Notifications from '@mui/icons-material/NotificationsOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import PersonOff from '@mui/icons-material/PersonOffOutlined';
import PersonSearch from '@mui/icons-material/PersonSearchOutlined';
import Pin from '@mui/icons-material/PinOutlined';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOverOutlined';
import Security from '@mui/icons-material/SecurityOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import TaskAlt from '@mui/icons-material/TaskAltOutlined';
import Tune from '@mui/icons-material/Tune';
import ViewKanban from '@mui/icons-material/ViewKanbanOutlined';
import ViewQuilt from '@mui/icons-material/ViewQuiltOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import Work from '@mui/icons-material/WorkOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremiumOutlined';

type Icon = ComponentType<SvgIconProps>;

const ICONS: Readonly<Record<string, Icon>> = {
  AccountTree,
  Apartment,
  Article,
  Assignment,
  Badge,
  BarChart,
  Business,
  CalendarMonth,
  Category,
  Chat,
  ContactPhone,
  Description,
  Event,
  EventAvailable,
  ExitToApp,
  FactCheck,
  Folder,
  Groups,
  Home,
  HowToReg,
  Image,
  Inventory,
  ListAlt,
  LocalOffer,
  Login,
  MoveToInbox,
  Notifications,
  People,
  Person,
  PersonOff,
  PersonSearch,
  Pin,
  RecordVoiceOver,
  Security,
  Settings,
  TaskAlt,
  Tune,
  ViewKanban,
  ViewQuilt,
  VisibilityOff,
  Work,
  WorkspacePremium,
};

export function iconByName(name: string | null | undefined, isGroup = false): Icon {
  return (name ? ICONS[name] : undefined) ?? (isGroup ? Folder : Article);
}
