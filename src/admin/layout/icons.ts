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
import Business from '@mui/icons-material/BusinessOutlined';
import Category from '@mui/icons-material/CategoryOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Event from '@mui/icons-material/EventOutlined';
import Folder from '@mui/icons-material/FolderOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import Image from '@mui/icons-material/ImageOutlined';
import LocalOffer from '@mui/icons-material/LocalOfferOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import Security from '@mui/icons-material/SecurityOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import Work from '@mui/icons-material/WorkOutline';

type Icon = ComponentType<SvgIconProps>;

const ICONS: Readonly<Record<string, Icon>> = {
  AccountTree, Apartment, Article, Assignment, Badge, BarChart, Business, Category, Description, Event,
  Folder, Groups, Home, Image, LocalOffer, People, Person, Security, Settings, Work,
};

export function iconByName(name: string | null | undefined, isGroup = false): Icon {
  return (name ? ICONS[name] : undefined) ?? (isGroup ? Folder : Article);
}
