import { Svg, type IconProps } from "./svg";

export function Search(props: IconProps) {
  return (
    <Svg name="search" {...props}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </Svg>
  );
}
