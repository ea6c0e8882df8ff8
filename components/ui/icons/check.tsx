import { Svg, type IconProps } from "./svg";

export function Check(props: IconProps) {
  return (
    <Svg name="check" {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Svg>
  );
}
