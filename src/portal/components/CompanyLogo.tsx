import Avatar from '@mui/material/Avatar';

const HUES = ['#2563eb', '#0ea5e9', '#16a34a', '#9333ea', '#db2777', '#ea580c'];

/** The company's logo, or its first character on a colour of its own. */
export function CompanyLogo({ name, logo, size = 40 }: { name: string; logo: string | null | undefined; size?: number }) {
  const hue = HUES[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % HUES.length];
  return (
    <Avatar
      src={logo ?? undefined}
      alt={name}
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: logo ? 'background.paper' : hue,
        fontSize: size * 0.45,
        fontWeight: 700,
        border: logo ? 1 : 0,
        borderColor: 'divider',
      }}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      {[...name][0] ?? '?'}
    </Avatar>
  );
}
