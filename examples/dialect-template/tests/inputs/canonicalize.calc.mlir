%x = calc.constant 7 : i32
%a = calc.constant 40 : i32
%b = calc.constant 2 : i32
%c = calc.add %a, %b : i32
calc.print %c : i32
%n = calc.neg %x : i32
%m = calc.neg %n : i32
calc.print %m : i32
