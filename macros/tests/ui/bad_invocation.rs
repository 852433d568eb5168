mod rules {
    lowrite_macros::rules!(embedded "type index => int(64);");
}

fn main() {}
