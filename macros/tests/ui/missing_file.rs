mod rules {
    lowrite_macros::rules!("rules/does-not-exist.rules");
}

fn main() {}
