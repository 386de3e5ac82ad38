//! The xtask command line: arguments it cannot read are an error with a message, not a panic.

use std::process::Command;

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_reported() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("docs")
        .arg(OsStr::from_bytes(b"--spec=\xff.toml"))
        .output()
        .expect("xtask runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "stderr: {stderr}");
    assert!(
        stderr.contains("argument 2 is not valid UTF-8"),
        "stderr: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}

#[test]
fn an_unknown_task_is_reported_with_the_usage() {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("no-such-task")
        .output()
        .expect("xtask runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr.contains("unknown task `no-such-task`"),
        "stderr: {stderr}"
    );
}
